import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SplashConfigurationName } from '@app/shared/contract';
import { useBranding } from './BrandingProvider';

interface BrandLogoProps {
  /** Which of the organisation's logos. */
  variant: Extract<SplashConfigurationName, 'logo' | 'logo_with_text' | 'admin_logo'>;
  height: number;
  /** Where the logo sits in the column around it. */
  align?: 'start' | 'center';
}

/** The organisation's logo, or its title as a word mark while none is configured. */
export function BrandLogo({ variant, height, align = 'start' }: BrandLogoProps) {
  const alignSelf = align === 'center' ? 'center' : 'flex-start';
  const { configuration, title } = useBranding();
  const source = configuration[variant];
  if (source) {
    return <Box component="img" src={source} alt={title} sx={{ height, width: 'auto', maxWidth: '100%', alignSelf, objectFit: 'contain' }} />;
  }
  return (
    <Typography component="span" sx={{ fontWeight: 700, fontSize: height * 0.5, lineHeight: 1.2, color: 'primary.main', alignSelf }}>
      {title}
    </Typography>
  );
}
