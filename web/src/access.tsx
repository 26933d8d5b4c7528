import type { ReactNode } from 'react';
import { Anchor, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { useAccess, type Permission } from './hooks.ts';
import { PageHeader } from './ui.tsx';

/**
 * The Setup screens, each with the permission its API calls need (src/domain/permissions.ts
 * ACTIONS) and what it lets one do. The navigation lists only those the person holds, and
 * opening another by its address shows what it needs instead of a form the API refuses.
 */
export const SETUP: { path: string; label: string; needs: Permission; doing: string; end?: boolean }[] = [
  { path: 'model', label: 'Content model', needs: 'manage_model', doing: 'change content types' },
  { path: 'languages', label: 'Languages', needs: 'manage_model', doing: 'change the languages' },
  { path: 'settings', label: 'Site settings', needs: 'manage_webhooks', doing: 'change site settings', end: true },
  { path: 'hooks', label: 'Deploy hooks', needs: 'manage_webhooks', doing: 'manage deploy hooks' },
  { path: 'people', label: 'People', needs: 'manage_people', doing: 'manage the people of the space' },
  { path: 'keys', label: 'Keys', needs: 'create_read_keys', doing: 'manage keys and agents' },
  { path: 'settings/integrations', label: 'Integrations', needs: 'manage_webhooks', doing: 'connect search engines and other services' },
];

/** A Setup screen, or, for someone without the permission it needs, a plain page saying who may use it. */
export function SetupScreen({ path, children }: { path: string; children: ReactNode }) {
  const space = useParams().space!;
  const access = useAccess(space);
  const screen = SETUP.find((s) => s.path === path)!;
  if (access.can(screen.needs)) return children;
  return (
    <>
      <PageHeader title={screen.label} />
      <Text role="status">Only owners can {screen.doing}.</Text>
      <Text size="sm" c="dimmed" mt="xs">
        An owner of this space can change your role on the People screen.{' '}
        <Anchor component={Link} to={`/spaces/${space}`}>
          Back to the overview
        </Anchor>
      </Text>
    </>
  );
}
