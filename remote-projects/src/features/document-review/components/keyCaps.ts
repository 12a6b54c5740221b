/** Keys named in the page (`<kbd>`) drawn as key caps; for the `sx` of the element around them. */
export const keyCapsSx = {
  '& kbd': { fontFamily: 'monospace', px: 0.75, py: 0.25, border: 1, borderColor: 'divider', borderRadius: 1 },
} as const;
