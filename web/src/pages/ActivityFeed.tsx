import { useState } from 'react';
import { Select } from '@mantine/core';
import { useParams } from 'react-router';
import { ActivityList } from '../activity.tsx';
import { PageHeader } from '../ui.tsx';

const KINDS = [
  { value: 'entry', label: 'Entries' },
  { value: 'asset', label: 'Media' },
  { value: 'content_type', label: 'Content model' },
  { value: 'locale', label: 'Languages' },
  { value: 'member', label: 'People' },
  { value: 'api_key', label: 'Keys' },
  { value: 'agent', label: 'Agents' },
  { value: 'webhook', label: 'Deploy hooks' },
  { value: 'space', label: 'Site settings' },
];

/** Reports → Activity: every change to the space, newest first, by whom (docs/activity.md). */
export default function ActivityFeed() {
  const space = useParams().space!;
  const [kind, setKind] = useState<string | null>(null);
  return (
    <>
      <PageHeader title="Activity">
        <Select aria-label="Show changes to" placeholder="Everything" clearable data={KINDS} value={kind} onChange={setKind} w={200} />
      </PageHeader>
      <ActivityList space={space} filter={kind ? { resource_type: kind } : {}} />
    </>
  );
}
