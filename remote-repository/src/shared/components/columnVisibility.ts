// Columns a phone (390 px) leaves out: the name, the index state and the actions always show.
export const FROM_SM = { display: { xs: 'none', sm: 'table-cell' } } as const;
export const FROM_MD = { display: { xs: 'none', md: 'table-cell' } } as const;
export const FROM_LG = { display: { xs: 'none', lg: 'table-cell' } } as const;
