import type { ReactNode } from 'react';
import { AppShell, Burger, Button, Group, NavLink as MNavLink, ScrollArea, Text, Anchor } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Link, NavLink, useLocation, useMatch } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { get, sp } from './api.ts';
import { SETUP } from './access.tsx';
import { useAccess, useContentTypes, useSession } from './hooks.ts';
import type { ContentType, QuickAccess } from './types.ts';
import { queryKeys } from './queryKeys.ts';

const GROUPS: { kind: ContentType['kind']; name: string }[] = [
  { kind: 'page', name: 'Pages' },
  { kind: 'collection', name: 'Collections' },
  { kind: 'settings', name: 'Settings' },
  { kind: 'section', name: 'Sections' },
];

function signOut(csrf: string) {
  // The sign-out endpoint is a form post with the session's CSRF token (OPERATOR-CONTRACT "Dashboard login").
  const form = document.createElement('form');
  form.method = 'post';
  form.action = '/logout';
  const input = document.createElement('input');
  input.type = 'hidden';
  input.name = 'csrf_token';
  input.value = csrf;
  form.append(input);
  document.body.append(form);
  form.submit();
}

function Item({ to, label, end }: { to: string; label: string; end?: boolean }) {
  const { pathname } = useLocation();
  const active = end ? pathname === to : pathname === to || pathname.startsWith(`${to}/`);
  return <MNavLink component={NavLink} to={to} label={label} active={active} end={end} />;
}


/** The Content menu (SPEC "Content type": kind groups, sections, positions) and the space's screens. */
function SpaceNav({ space }: { space: string }) {
  const types = useContentTypes(space);
  // Only the Setup screens the person may use (their API calls would refuse the rest).
  const access = useAccess(space);
  const setup = SETUP.filter((screen) => access.can(screen.needs));
  const quick = useQuery({ queryKey: queryKeys.quickAccess(space), queryFn: () => get<QuickAccess>(sp(space, '/quick_access')) });
  const base = `/spaces/${space}`;
  return (
    <nav aria-label="Space">
      <Item to={base} label="Overview" end />
      {quick.data && quick.data.quick_access.length > 0 ? (
        <MNavLink component="button" label="Quick access" defaultOpened>
          {quick.data.quick_access.map((q) => (
            <Item key={'entry' in q ? q.entry : q.content_type} to={'entry' in q ? `${base}/entries/${q.entry}` : `${base}/content/${q.content_type}`} label={q.label} />
          ))}
        </MNavLink>
      ) : null}
      {GROUPS.map((g) => {
        const list = (types.data ?? []).filter((t) => t.kind === g.kind);
        if (list.length === 0) return null;
        return (
          <MNavLink component="button" key={g.kind} label={g.name} defaultOpened={g.kind !== 'section'}>
            {list.map((t) => (
              <Item key={t.sys.id} to={`${base}/content/${t.sys.id}`} label={t.name} />
            ))}
          </MNavLink>
        );
      })}
      <Item to={`${base}/assets`} label="Media" />
      <MNavLink component="button" label="Reports" defaultOpened={false}>
        <Item to={`${base}/reports/analytics`} label="Analytics" />
        <Item to={`${base}/reports/search`} label="Search queries" />
        <Item to={`${base}/reports/readiness`} label="AI readiness" />
        <Item to={`${base}/reports/answers`} label="AI answers" />
      </MNavLink>
      <Item to={`${base}/schedules`} label="Schedules" />
      <Item to={`${base}/activity`} label="Activity" />
      {setup.length ? (
        <MNavLink component="button" label="Setup" defaultOpened>
          {setup.map((screen) => (
            <Item key={screen.path} to={`${base}/${screen.path}`} label={screen.label} end={screen.end} />
          ))}
        </MNavLink>
      ) : null}
    </nav>
  );
}

export function Layout({ children }: { children: ReactNode }) {
  const [opened, { toggle, close }] = useDisclosure();
  const session = useSession().data!;
  const match = useMatch('/spaces/:space/*');
  const space = match?.params.space;
  const spaceName = session.spaces.find((s) => s.id === space)?.name;
  return (
    <AppShell header={{ height: 56 }} navbar={space ? { width: 250, breakpoint: 'sm', collapsed: { mobile: !opened } } : undefined} padding="md">
      <AppShell.Header>
        {/* The first stop of the Tab key: past the header and the menu to the screen's content. */}
        <a href="#content" className="skip-link">
          Skip to content
        </a>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            {space ? <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label="Menu" /> : null}
            <Anchor component={Link} to="/" fw={700} c="dark" underline="never">
              Tessera
            </Anchor>
            {spaceName ? (
              <Text c="dimmed" truncate>
                / {spaceName}
              </Text>
            ) : null}
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Anchor component={Link} to="/account" size="sm" visibleFrom="sm" title="Your account: password and sessions">
              {session.user.email}
            </Anchor>
            <Button component={Link} to="/account" variant="default" size="xs" hiddenFrom="sm">
              Account
            </Button>
            <Button variant="default" size="xs" onClick={() => signOut(session.csrf_token)}>
              Sign out
            </Button>
          </Group>
        </Group>
      </AppShell.Header>
      {space ? (
        <AppShell.Navbar p="xs" onClick={close}>
          <ScrollArea>
            <SpaceNav space={space} />
          </ScrollArea>
        </AppShell.Navbar>
      ) : null}
      {/* AppShell.Main is the page's one <main> landmark. */}
      <AppShell.Main id="content" tabIndex={-1} style={{ outline: 'none' }}>
        {children}
      </AppShell.Main>
    </AppShell>
  );
}
