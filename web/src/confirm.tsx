import type { ReactNode } from 'react';
import { Button, Group, List, Modal, Stack, Text } from '@mantine/core';
import { ErrorNotice } from './ui.tsx';

/**
 * A dialog that asks before a change: what it will do, the API's refusal if the change failed,
 * and the two answers, Cancel first. Cancel only closes; nothing is sent until the person confirms.
 * (Its own module, so the first screen does not load the dialog components.)
 */
export function ConfirmDialog({
  opened,
  title,
  onCancel,
  onConfirm,
  action,
  busy,
  error,
  danger = true,
  children,
}: {
  opened: boolean;
  title: string;
  onCancel: () => void;
  onConfirm: () => void;
  /** The confirm button's words: what happens ("Delete field"), never "OK". */
  action: ReactNode;
  busy?: boolean;
  error?: unknown;
  /** Red for what cannot be undone. */
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Modal opened={opened} onClose={onCancel} title={title}>
      <Stack>
        {children}
        <ErrorNotice error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button color={danger ? 'red' : undefined} loading={busy} onClick={onConfirm}>
            {action}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** A dialog that says why something cannot be done yet, with one button that closes it. */
export function NoticeDialog({ opened, title, onClose, children }: { opened: boolean; title: string; onClose: () => void; children: ReactNode }) {
  return (
    <Modal opened={opened} onClose={onClose} title={title}>
      <Stack>
        {children}
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            OK
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}

/** "This removes:" and the list of what a delete takes with it, as a delete confirmation names it. */
export function RemovalList({ children }: { children: ReactNode }) {
  return (
    <>
      <Text size="sm">This removes:</Text>
      <List size="sm" aria-label="What will be removed">
        {children}
      </List>
    </>
  );
}
