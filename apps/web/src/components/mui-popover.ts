// MUI's Popover in a module of its own: it loads with the first notifications panel (lazy-overlay.tsx).
export { default } from '@mui/material/Popover';
