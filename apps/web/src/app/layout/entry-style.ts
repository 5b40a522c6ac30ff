// The look of a menu's entry drawn by the platform's own link or button, styled once by its list (no
// component per entry), shared by the account menu and the phone's sidebar.
export const plainEntrySx = {
  display: 'flex',
  alignItems: 'center',
  width: '100%',
  px: 2,
  border: 0,
  bgcolor: 'transparent',
  color: 'text.primary',
  font: 'inherit',
  fontSize: '1rem',
  textAlign: 'left',
  textDecoration: 'none',
  cursor: 'pointer',
} as const;
