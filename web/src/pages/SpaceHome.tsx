import { Anchor, Card, Checkbox, List, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { get, sp } from '../api.ts';
import { useContentTypes, useRole, useSpace } from '../hooks.ts';
import type { ApiKey as Key, Collection, Entry, Hook } from '../types.ts';
import { ErrorNotice, PageHeader } from '../ui.tsx';
import { queryKeys } from '../queryKeys.ts';


/** The space's overview: the setup checklist (what a working site needs) and the Content menu. */
export default function SpaceHome() {
  const space = useParams().space!;
  const role = useRole(space);
  const site = useSpace(space);
  const types = useContentTypes(space);
  const owner = role === 'owner';
  const hooks = useQuery({ queryKey: queryKeys.webhooks.all(space), queryFn: () => get<Collection<Hook>>(sp(space, '/webhooks')), enabled: owner });
  const keys = useQuery({ queryKey: queryKeys.apiKeys(space), queryFn: () => get<Collection<Key>>(sp(space, '/api_keys')), enabled: owner });
  const published = useQuery({
    queryKey: queryKeys.entries.firstPublished(space),
    queryFn: () => get<Collection<Entry>>(sp(space, '/entries'), { order: '-sys.published_at', limit: 1, include: 0 }),
  });
  if (site.error) return <ErrorNotice error={site.error} />;
  const s = site.data;
  const steps = [
    { done: (types.data?.length ?? 0) > 0, label: 'Model your content (a first content type)', to: 'model' },
    { done: Boolean(published.data?.items[0]?.sys.published_at), label: 'Publish a first entry', to: types.data?.[0] ? `content/${types.data[0].sys.id}` : 'model' },
    { done: Boolean(s?.production_url), label: 'Set the live site URL', to: 'settings' },
    { done: Boolean(s?.preview_url), label: 'Set the staging site URL', to: 'settings' },
    ...(owner
      ? [
          { done: Boolean(keys.data?.items.some((k) => k.kind === 'delivery')), label: 'Create a delivery key for the site', to: 'keys' },
          { done: Boolean(hooks.data?.items.some((h) => h.last_delivery?.ok)), label: 'Add a deploy hook that answers 2xx', to: 'hooks' },
        ]
      : []),
  ];
  return (
    <>
      <PageHeader title={s?.name ?? space} />
      <SimpleGrid cols={{ base: 1, md: 2 }}>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Setup checklist
          </Title>
          <Stack gap="xs">
            {steps.map((step) => (
              <Checkbox
                key={step.label}
                readOnly
                checked={step.done}
                aria-label={`${step.label}: ${step.done ? 'done' : 'to do'}`}
                label={
                  <Anchor component={Link} to={`/spaces/${space}/${step.to}`}>
                    {step.label}
                  </Anchor>
                }
              />
            ))}
          </Stack>
          {s?.warnings?.length ? (
            <List mt="sm" size="sm">
              {s.warnings.map((w) => (
                <List.Item key={w}>{w}</List.Item>
              ))}
            </List>
          ) : null}
        </Card>
        <Card withBorder>
          <Title order={2} size="h4" mb="sm">
            Content
          </Title>
          {types.data?.length === 0 ? <Text size="sm">No content types yet.</Text> : null}
          <List size="sm">
            {types.data?.map((t) => (
              <List.Item key={t.sys.id}>
                <Anchor component={Link} to={`/spaces/${space}/content/${t.sys.id}`}>
                  {t.name}
                </Anchor>{' '}
                <Text span c="dimmed" size="xs">
                  {t.kind}
                </Text>
              </List.Item>
            ))}
          </List>
          <Text size="sm" mt="sm">
            Languages: {s?.locales.map((l) => l.code).join(', ')}
          </Text>
        </Card>
      </SimpleGrid>
    </>
  );
}
