import { useQuery } from '@tanstack/react-query';
import { get, setCsrfToken, sp } from './api.ts';
import type { Collection, ContentType, SessionInfo, Space } from './types.ts';
import { queryKeys } from './queryKeys.ts';

export function useSession() {
  return useQuery({
    queryKey: queryKeys.session(),
    queryFn: async () => {
      const s = await get<SessionInfo>('/session');
      setCsrfToken(s.csrf_token);
      return s;
    },
    staleTime: 60_000,
  });
}

export function useRole(space: string): 'owner' | 'editor' | undefined {
  return useSession().data?.spaces.find((s) => s.id === space)?.role;
}

/** A permission of SPEC "Authentication" as GET /session lists it per space. */
export type Permission = 'read' | 'read_drafts' | 'write' | 'publish' | 'manage_model' | 'manage_webhooks' | 'manage_keys' | 'create_read_keys' | 'manage_people';

export interface Access {
  /** Whether the person's role in the space holds the permission. */
  can: (permission: Permission) => boolean;
  /** Whether they may change entries of this type: the permission (write unless named), and no limit to other types. */
  mayChange: (contentType: string, permission?: 'write' | 'publish') => boolean;
  /** The types they may change when limited to some (absent: every type). */
  writeTypes?: string[];
}

/**
 * What the signed-in person may do in a space, from GET /session: the dashboard offers only
 * these, so nobody fills in a form the API then refuses. The API enforces the same rules.
 */
export function useAccess(space: string): Access {
  const membership = useSession().data?.spaces.find((s) => s.id === space);
  const can = (permission: Permission) => membership?.can.includes(permission) ?? false;
  const writeTypes = membership?.write_types;
  return { can, writeTypes, mayChange: (contentType, permission = 'write') => can(permission) && (!writeTypes || writeTypes.includes(contentType)) };
}

export function useSpace(space: string) {
  return useQuery({ queryKey: queryKeys.space(space), queryFn: () => get<Space>(sp(space)) });
}

export function useContentTypes(space: string) {
  return useQuery({ queryKey: queryKeys.contentTypes(space), queryFn: async () => (await get<Collection<ContentType>>(sp(space, '/content_types'))).items });
}

export function useContentType(space: string, id: string | undefined) {
  const types = useContentTypes(space);
  return { ...types, data: types.data?.find((t) => t.sys.id === id) };
}
