import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export interface KpiCard {
  /** Unique among the cards. */
  name: string;
  label: string;
  value: number;
  /** The list behind the figure, filtered as the figure is counted. */
  to: string;
  /** A theme colour for the figure when it is above zero (overdue in red, say). */
  colour?: string;
}

/** Two cards a row on a phone, all in one row from md up. */
const gridSx = (count: number) => ({
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: `repeat(${count}, minmax(0, 1fr))` },
});

/** A dashboard's key figures, each a link to the list behind it. */
export function KpiCardGrid({ label, cards }: { label: string; cards: KpiCard[] }) {
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', m: 0, p: 0, ...gridSx(cards.length) }}>
      {cards.map((card) => (
        <Card component="li" key={card.name} variant="outlined">
          <CardActionArea component={RouterLink} to={card.to} sx={{ height: '100%' }}>
            <CardContent>
              <Typography variant="h4" component="span" sx={{ display: 'block', fontWeight: 600, color: card.value > 0 ? card.colour : undefined }}>
                {card.value}
              </Typography>{' '}
              <Typography component="span" color="text.secondary">
                {card.label}
              </Typography>
            </CardContent>
          </CardActionArea>
        </Card>
      ))}
    </Box>
  );
}

/** The grid's place while its figures load. */
export function KpiCardGridSkeleton({ count }: { count: number }) {
  return (
    <Box sx={gridSx(count)}>
      {Array.from({ length: count }, (_, index) => (
        <Skeleton key={index} variant="rounded" height={96} />
      ))}
    </Box>
  );
}
