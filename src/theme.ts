import { createTheme, type MantineColorsTuple } from '@mantine/core';

// Deep teal: readable on white and on Mantine's dark surface, distinct from chart palettes.
const desk: MantineColorsTuple = [
  '#e6fbf8',
  '#d3f2ee',
  '#a8e4dc',
  '#79d5c9',
  '#53c9b9',
  '#3ac1af',
  '#2abdaa',
  '#17a694',
  '#009483',
  '#008070',
];

export const theme = createTheme({
  primaryColor: 'desk',
  // Shade 8 in light mode keeps white button text above the 4.5:1 contrast ratio.
  primaryShade: { light: 8, dark: 7 },
  colors: { desk },
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '650' },
  defaultRadius: 'md',
  cursorType: 'pointer',
  components: {
    Tooltip: { defaultProps: { openDelay: 300, withArrow: true } },
    Badge: { defaultProps: { variant: 'light' } },
  },
});
