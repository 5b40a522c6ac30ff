// A labelled text input (or text area) with a hint or error beneath it: the label above the field, the
// field outlined, in the theme's shape and colours. Native elements and a few style rules: MUI's
// TextField and its input machinery would add some 7 KB of gzipped code to every page with a form.
import { styled, type SxProps, type Theme } from '@mui/material/styles';
import {
  useId,
  type ChangeEvent,
  type FocusEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
} from 'react';

type FieldElement = HTMLInputElement | HTMLTextAreaElement;

export type InputFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size' | 'children' | 'onChange' | 'onBlur'> &
  Pick<TextareaHTMLAttributes<HTMLTextAreaElement>, 'rows'> & {
    label: ReactNode;
    helperText?: ReactNode;
    error?: boolean;
    size?: 'small' | 'medium';
    sx?: SxProps<Theme>;
    /** A text area of at least `minRows` lines, which the reader can make taller. */
    multiline?: boolean;
    minRows?: number;
    inputRef?: Ref<FieldElement>;
    onChange?: (event: ChangeEvent<FieldElement>) => void;
    onBlur?: (event: FocusEvent<FieldElement>) => void;
  };

const Root = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  minWidth: 0,
  '& label': {
    ...theme.typography.body2,
    fontWeight: 600,
    color: theme.palette.text.primary,
    marginBottom: 6,
  },
  '& .field': {
    font: 'inherit',
    fontSize: '1rem',
    lineHeight: 1.5,
    color: theme.palette.text.primary,
    backgroundColor: theme.palette.background.paper,
    width: '100%',
    minHeight: 48,
    padding: '11px 14px',
    border: `1px solid ${theme.palette.navy.outline}`,
    borderRadius: theme.shape.borderRadius,
    outline: 'none',
    transition: 'border-color 150ms, box-shadow 150ms',
    '&::placeholder': { color: theme.palette.text.secondary, opacity: 0.75 },
    '&:hover': { borderColor: theme.palette.text.primary },
    '&:focus': { borderColor: theme.palette.primary.main, boxShadow: `0 0 0 1px ${theme.palette.primary.main}` },
    '&[aria-invalid="true"]': { borderColor: theme.palette.error.main },
    '&[aria-invalid="true"]:focus': { boxShadow: `0 0 0 1px ${theme.palette.error.main}` },
    '&:disabled': { color: theme.palette.text.disabled, backgroundColor: theme.palette.action.hover, borderColor: theme.palette.divider },
  },
  '& textarea.field': { resize: 'vertical', display: 'block' },
  '&.small .field': { minHeight: 40, padding: '7px 12px' },
  '& .hint': {
    ...theme.typography.caption,
    color: theme.palette.text.secondary,
    margin: '6px 0 0',
    minHeight: '1.66em',
  },
  '& .hint.error': { color: theme.palette.error.main },
}));

export function InputField({
  label,
  helperText,
  error = false,
  required,
  size = 'medium',
  sx,
  id,
  multiline,
  minRows,
  rows,
  inputRef,
  ...input
}: InputFieldProps) {
  const generatedId = useId();
  const inputId = id ?? generatedId;
  const helperId = helperText ? `${inputId}-helper-text` : undefined;
  const field = {
    ...input,
    id: inputId,
    className: 'field',
    required,
    'aria-invalid': error,
    'aria-describedby': helperId,
  };
  return (
    <Root className={size} sx={sx}>
      <label htmlFor={inputId}>
        {label}
        {required && <span aria-hidden> *</span>}
      </label>
      {multiline ? (
        <textarea
          {...(field as TextareaHTMLAttributes<HTMLTextAreaElement>)}
          rows={rows ?? minRows}
          ref={inputRef as Ref<HTMLTextAreaElement>}
        />
      ) : (
        <input {...field} ref={inputRef as Ref<HTMLInputElement>} />
      )}
      {helperText && (
        <p id={helperId} className={error ? 'hint error' : 'hint'}>
          {helperText}
        </p>
      )}
    </Root>
  );
}
