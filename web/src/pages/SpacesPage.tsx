import { Anchor, Badge, Card, SimpleGrid, Text } from '@mantine/core';
import { Link } from 'react-router';
import { useSession } from '../hooks.ts';
import { PageHeader } from '../ui.tsx';

export function SpacesPage() {
  const session = useSession().data!;
  return (
    <>
      <PageHeader title="Your spaces" />
      {session.spaces.length === 0 ? (
        <Text>
          You are not a member of any space yet. An operator adds you with <code>tessera user grant {session.user.email} SPACE --role owner</code>.
        </Text>
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
          {session.spaces.map((s) => (
            <Card key={s.id} withBorder padding="lg">
              <Anchor component={Link} to={`/spaces/${s.id}`} fw={600} size="lg">
                {s.name}
              </Anchor>
              <Text size="sm" c="dimmed">
                {s.id}
              </Text>
              <Badge mt="sm" variant="light">
                {s.role}
              </Badge>
            </Card>
          ))}
        </SimpleGrid>
      )}
    </>
  );
}
