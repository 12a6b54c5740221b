import { createTheme } from '@mui/material/styles';

export const FONT_FAMILY = 'Montserrat, Helvetica, Arial, sans-serif';

const focusRing = { outline: '2px solid #1e4fd8', outlineOffset: 2 };

export const theme = createTheme({
  palette: {
    primary: { main: '#1e4fd8' },
    // The sidebar's colour (layout group: sidebarColor 'secondary').
    secondary: { main: '#14213d', contrastText: '#ffffff' },
    background: { default: '#f4f6fb', paper: '#ffffff' },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: FONT_FAMILY,
    h1: { fontWeight: 600 },
    h2: { fontWeight: 600 },
    h3: { fontWeight: 600 },
    h4: { fontWeight: 600 },
    h5: { fontWeight: 600 },
    h6: { fontWeight: 600 },
    button: { fontWeight: 600, textTransform: 'none' },
  },
  components: {
    // A visible focus ring for keyboard users on every control, links included.
    MuiCssBaseline: { styleOverrides: { 'a:focus-visible': focusRing } },
    MuiButtonBase: { styleOverrides: { root: { '&.Mui-focusVisible': focusRing } } },
  },
});
