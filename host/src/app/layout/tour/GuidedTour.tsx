import { useTheme } from '@mui/material/styles';
import { usePermissions } from '@app/shared';
import { useMemo } from 'react';
import { ACTIONS, Joyride, STATUS, type EventHandler } from 'react-joyride';
import { NAVIGATION_ITEMS } from '../navigationItems';
import { tourSteps } from './tourSteps';
import { useTour } from './useTour';

/** The running tour (loaded only when someone starts it): react-joyride over the layout's controls. */
export default function GuidedTour({ isDesktop }: { isDesktop: boolean }) {
  const theme = useTheme();
  const { can } = usePermissions();
  const { finish } = useTour();
  const steps = useMemo(
    () =>
      tourSteps(
        NAVIGATION_ITEMS.filter((item) => can(item.permissions)),
        isDesktop,
      ),
    [can, isDesktop],
  );

  const onEvent: EventHandler = (data, controls) => {
    if (data.status === STATUS.FINISHED || data.status === STATUS.SKIPPED) {
      void finish();
    } else if (data.action === ACTIONS.CLOSE) {
      // Escape or a click beside the step leaves the tour, as the close button does.
      controls.skip();
    }
  };

  return (
    <Joyride
      run
      continuous
      steps={steps}
      onEvent={onEvent}
      locale={{ back: 'Back', close: 'Close', last: 'Done', next: 'Next', nextWithProgress: 'Next ({current} of {total})', skip: 'Skip tour' }}
      options={{
        buttons: ['skip', 'back', 'close', 'primary'],
        closeButtonAction: 'skip',
        showProgress: true,
        skipBeacon: true,
        primaryColor: theme.palette.primary.main,
        textColor: theme.palette.text.primary,
        // Above the app bar and the phone drawer.
        zIndex: theme.zIndex.modal + 1,
        width: 340,
      }}
      styles={{
        tooltip: { fontFamily: theme.typography.fontFamily, borderRadius: 8 },
        tooltipTitle: { fontSize: 18, fontWeight: 600 },
        tooltipContent: { fontSize: 15, lineHeight: 1.5, textAlign: 'left', padding: '12px 4px' },
        buttonPrimary: { fontFamily: theme.typography.fontFamily, fontWeight: 600 },
        buttonBack: { fontFamily: theme.typography.fontFamily, color: theme.palette.text.primary },
        buttonSkip: { fontFamily: theme.typography.fontFamily, color: theme.palette.text.secondary },
      }}
    />
  );
}
