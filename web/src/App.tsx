import { lazy, Suspense } from 'react';
import { Center, Loader } from '@mantine/core';
import { Route, Routes } from 'react-router';
import { useSession } from './hooks.ts';
import { SetupScreen } from './access.tsx';
import { Layout } from './Layout.tsx';
import { SpacesPage } from './pages/SpacesPage.tsx';
import { ErrorNotice } from './ui.tsx';

// Every screen but the spaces list is its own chunk: the first screen loads only what it shows.
const SpaceHome = lazy(() => import('./pages/SpaceHome.tsx'));
const EntryList = lazy(() => import('./pages/EntryList.tsx'));
const EntryEdit = lazy(() => import('./pages/EntryEdit.tsx'));
const Assets = lazy(() => import('./pages/Assets.tsx'));
const Model = lazy(() => import('./pages/Model.tsx'));
const Languages = lazy(() => import('./pages/Languages.tsx'));
const Keys = lazy(() => import('./pages/Keys.tsx'));
const Hooks = lazy(() => import('./pages/Hooks.tsx'));
const SiteSettings = lazy(() => import('./pages/SiteSettings.tsx'));
const Integrations = lazy(() => import('./pages/Integrations.tsx'));
const Analytics = lazy(() => import('./pages/reports/Analytics.tsx'));
const SearchQueries = lazy(() => import('./pages/reports/SearchQueries.tsx'));
const Readiness = lazy(() => import('./pages/reports/Readiness.tsx'));
const Answers = lazy(() => import('./pages/reports/Answers.tsx'));
const ActivityFeed = lazy(() => import('./pages/ActivityFeed.tsx'));
const People = lazy(() => import('./pages/People.tsx'));
const Account = lazy(() => import('./pages/Account.tsx'));
const Schedules = lazy(() => import('./pages/Schedules.tsx'));

export function Loading() {
  return (
    <Center p="xl">
      <Loader aria-label="Loading" />
    </Center>
  );
}

export function App() {
  const session = useSession();
  if (session.isPending) return <Loading />;
  if (session.error) return <ErrorNotice error={session.error} />;
  return (
    <Layout>
      <Suspense fallback={<Loading />}>
        <Routes>
          <Route path="/" element={<SpacesPage />} />
          <Route path="/spaces" element={<SpacesPage />} />
          <Route path="/account" element={<Account />} />
          <Route path="/spaces/:space" element={<SpaceHome />} />
          <Route path="/spaces/:space/content/:type" element={<EntryList />} />
          <Route path="/spaces/:space/content/:type/new" element={<EntryEdit />} />
          <Route path="/spaces/:space/entries/:id" element={<EntryEdit />} />
          <Route path="/spaces/:space/assets" element={<Assets />} />
          <Route path="/spaces/:space/model" element={<SetupScreen path="model"><Model /></SetupScreen>} />
          <Route path="/spaces/:space/model/:type" element={<SetupScreen path="model"><Model /></SetupScreen>} />
          <Route path="/spaces/:space/languages" element={<SetupScreen path="languages"><Languages /></SetupScreen>} />
          <Route path="/spaces/:space/keys" element={<SetupScreen path="keys"><Keys /></SetupScreen>} />
          <Route path="/spaces/:space/hooks" element={<SetupScreen path="hooks"><Hooks /></SetupScreen>} />
          <Route path="/spaces/:space/settings" element={<SetupScreen path="settings"><SiteSettings /></SetupScreen>} />
          <Route path="/spaces/:space/settings/integrations" element={<SetupScreen path="settings/integrations"><Integrations /></SetupScreen>} />
          <Route path="/spaces/:space/reports/analytics" element={<Analytics />} />
          <Route path="/spaces/:space/reports/search" element={<SearchQueries />} />
          <Route path="/spaces/:space/reports/readiness" element={<Readiness />} />
          <Route path="/spaces/:space/reports/answers" element={<Answers />} />
          <Route path="/spaces/:space/activity" element={<ActivityFeed />} />
          <Route path="/spaces/:space/people" element={<SetupScreen path="people"><People /></SetupScreen>} />
          <Route path="/spaces/:space/schedules" element={<Schedules />} />
          <Route path="*" element={<ErrorNotice error={new Error('There is no such page in the dashboard.')} />} />
        </Routes>
      </Suspense>
    </Layout>
  );
}
