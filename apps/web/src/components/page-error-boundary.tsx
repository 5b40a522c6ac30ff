// A page that fails while rendering, or whose code cannot be downloaded (offline, or a new release
// replaced the files), shows a message with a way out instead of taking the whole app down.
import { Button } from '@mui/material';
import { Component, type ReactNode } from 'react';
import { PageMessage } from './page-message';

interface Props {
  children: ReactNode;
  /** The failure gives way when this changes (the address the user goes to next). */
  resetKey: string;
}

export class PageErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    console.error('The page failed', error);
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.setState({ failed: false });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <PageMessage
        title="This page could not be loaded"
        text="Please check your connection and load the page again."
        action={
          <Button variant="contained" color="secondary" onClick={() => window.location.reload()}>
            Load again
          </Button>
        }
      />
    );
  }
}
