import '@mantine/core/styles.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { MantineProvider, createTheme, defaultVariantColorsResolver, parseThemeColor } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { BrowserRouter } from 'react-router';
import { App } from './App.tsx';
import { ApiError } from './api.ts';

const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 10_000,
      refetchOnWindowFocus: false,
      retry: (count, err) => !(err instanceof ApiError && err.status < 500) && count < 2,
    },
  },
});

// Contrast (WCAG AA, checked by axe in test/browser/accessibility.test.ts): Mantine's default
// primary (blue 6) and its light variants' text (shade 6 on a 10% tint) are below 4.5:1 for small
// text, so the primary is a darker shade and light variants write in their shade 9 darkened.
const theme = createTheme({
  primaryColor: 'indigo',
  // Dialogs' and drawers' close buttons are icons: they need a name for screen readers. (Plain
  // objects, not Modal.extend, so the first screen does not load the dialog components.)
  components: {
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
    Drawer: { defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } },
  },
  primaryShade: { light: 8, dark: 4 },
  variantColorResolver: (input) => {
    const colors = defaultVariantColorsResolver(input);
    if (input.variant !== 'light') return colors;
    const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
    if (!parsed.isThemeColor) return colors;
    const text = `color-mix(in srgb, var(--mantine-color-${parsed.color}-9) 60%, black)`;
    return { ...colors, color: text, hoverColor: text };
  },
});

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <MantineProvider theme={theme}>
      <QueryClientProvider client={queryClient}>
        <BrowserRouter>
          <App />
        </BrowserRouter>
      </QueryClientProvider>
    </MantineProvider>
  </StrictMode>,
);
