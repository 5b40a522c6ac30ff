// MUI's Popover as a module of our own, so the build can name its files for prefetching (lib/prefetch-code.ts).
export { default } from '@mui/material/Popover';
