import { FullPageSpinner, NotFoundPage, useInjectReducer } from '@app/shared';
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router-dom';
import { projectRoutePatterns as patterns } from '../routes';
import { projectFlagsGroup } from '../store/projectFlags';
import { workFlowItemsGroup } from '../store/workFlowItems';

// One chunk per screen: a visit downloads only the screen it opens.
const ProjectOnboardScreen = lazy(() => import('../features/project-onboarding/components/ProjectOnboardScreen'));
const ProjectListScreen = lazy(() => import('../features/project-list/components/ProjectListScreen'));
const ProjectListOldScreen = lazy(() => import('../features/project-list/components/ProjectListOldScreen'));
const ProjectDetailsScreen = lazy(() => import('../features/project-details/components/ProjectDetailsScreen'));
const ProjectDetailsOldScreen = lazy(() => import('../features/project-details/components/ProjectDetailsOldScreen'));
const DocumentReviewScreen = lazy(() => import('../features/document-review/components/DocumentReviewScreen'));
const DocumentReviewOldScreen = lazy(() => import('../features/document-review/components/DocumentReviewOldScreen'));
const DocumentPreviewScreen = lazy(() => import('../features/document-preview/components/DocumentPreviewScreen'));

/** The screens under the host's /project/*. */
export default function ProjectRoutes() {
  // Shared by project details and document review, so injected with the subtree rather than one screen.
  useInjectReducer(workFlowItemsGroup.name, workFlowItemsGroup.reducer);
  useInjectReducer(projectFlagsGroup.name, projectFlagsGroup.reducer);
  return (
    <Suspense fallback={<FullPageSpinner />}>
      <Routes>
        <Route path={patterns.onboard} element={<ProjectOnboardScreen />} />
        <Route path={patterns.list} element={<ProjectListScreen />} />
        <Route path={patterns.listOld} element={<ProjectListOldScreen />} />
        <Route path={patterns.details} element={<ProjectDetailsScreen />} />
        <Route path={patterns.detailsOld} element={<ProjectDetailsOldScreen />} />
        <Route path={patterns.review} element={<DocumentReviewScreen />} />
        <Route path={patterns.reviewOld} element={<DocumentReviewOldScreen />} />
        <Route path={patterns.preview} element={<DocumentPreviewScreen />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
