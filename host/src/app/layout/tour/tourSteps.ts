import type { Step } from 'react-joyride';
import type { NavigationItem } from '../navigationItems';

/** The `data-tour` attribute values the tour points at; the layout sets them on its controls. */
export const TOUR_TARGETS = {
  navigationItem: (id: string) => `nav-${id}`,
  navigationMenu: 'navigation-menu',
  notifications: 'notifications',
  accountMenu: 'account-menu',
} as const;

const target = (name: string) => `[data-tour="${name}"]`;

/**
 * The guided tour: each sidebar section the user can open, then notifications and the account
 * menu (where the tour can be replayed). On a phone the sections sit in a closed drawer, so one
 * step at the menu button names them all.
 */
export function tourSteps(sections: readonly Pick<NavigationItem, 'id' | 'label' | 'description'>[], isDesktop: boolean): Step[] {
  const sectionSteps: Step[] = isDesktop
    ? sections.map((section) => ({
        target: target(TOUR_TARGETS.navigationItem(section.id)),
        title: section.label,
        content: section.description,
        placement: 'right',
      }))
    : [
        {
          target: target(TOUR_TARGETS.navigationMenu),
          title: 'Your sections',
          content: `This button opens the menu: ${sections.map((section) => section.label).join(', ')}.`,
          placement: 'bottom',
        },
      ];
  return [
    ...sectionSteps,
    {
      target: target(TOUR_TARGETS.notifications),
      title: 'Notifications',
      content: 'Assignments and finished projects are announced here as they happen.',
      placement: 'bottom',
    },
    {
      target: target(TOUR_TARGETS.accountMenu),
      title: 'Your account',
      content: 'Settings, signing out, and this tour again whenever you want it.',
      placement: 'bottom-end',
    },
  ];
}
