import { useAppSelector } from '@app/shared';
import { lazy, Suspense } from 'react';
import { TourWelcome } from './TourWelcome';
import { useTour } from './useTour';

const GuidedTour = lazy(() => import('./GuidedTour'));

/** Offers the tour on a first sign-in and runs it when started (from that offer or the account menu). */
export function TourLauncher({ isDesktop }: { isDesktop: boolean }) {
  const { userData, startTour, tourStatus } = useAppSelector((state) => state.user);
  const { start, finish } = useTour();

  if (startTour) {
    return (
      <Suspense fallback={null}>
        <GuidedTour isDesktop={isDesktop} />
      </Suspense>
    );
  }
  if (userData && !userData.tour_completed && !tourStatus) {
    return <TourWelcome firstName={userData.first_name} onStart={start} onDismiss={() => void finish()} />;
  }
  return null;
}
