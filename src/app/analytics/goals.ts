import type { Kysely } from 'kysely';
import { addToRollup, type RollupIncrement } from '../../db/repos/analytics.ts';
import { countGoals, deleteGoal, findGoal, insertGoal, insertMarks, listGoals, pageViewsMatching } from '../../db/repos/analytics-visits.ts';
import type { DB } from '../../db/schema.ts';
import type { Actor } from '../../domain/actor.ts';
import { appError, notFound } from '../../domain/errors.ts';
import { requirePermission } from '../../domain/permissions.ts';
import { monthOf } from '../../domain/analytics/report.ts';
import { goalMark, MAX_GOALS, readGoal, type GoalRow } from '../../domain/analytics/visits.ts';
import { newOrderedId } from '../ids.ts';
import type { UnitOfWork } from '../unit-of-work.ts';

/** The goals of the space, oldest first (docs/analytics.md "Goals"). Reading them is reading analytics. */
export async function readGoals(db: Kysely<DB>, actor: Actor): Promise<GoalRow[]> {
  requirePermission(actor, 'read_drafts', 'read analytics goals');
  return listGoals(db, actor.spaceId);
}

/**
 * Adds a goal (site settings: `manage_webhooks`, like the site's URLs and time zone). A custom
 * event goal counts every event of that name ever kept in the rollups. A page-view goal counts
 * from the oldest raw event still kept (the analytics retention): those page views are counted
 * now, in the same transaction, and the writer counts later ones as they arrive.
 */
export async function createGoal(uow: UnitOfWork, body: { kind?: unknown; name?: unknown }): Promise<GoalRow> {
  requirePermission(uow.actor, 'manage_webhooks', 'change analytics goals');
  const { kind, name } = readGoal(body);
  const spaceId = uow.actor.spaceId;
  if ((await countGoals(uow.trx, spaceId)) >= MAX_GOALS) {
    throw appError('validation_failed', `A space has at most ${MAX_GOALS} goals.`, { fix: 'Delete a goal you no longer report on (DELETE …/analytics/goals/{goal_id}), then add this one.', details: { fields: { name: `at most ${MAX_GOALS} goals` } } });
  }
  const goal: GoalRow = { id: newOrderedId(), kind, name, created_at: uow.now };
  if (!(await insertGoal(uow.trx, { ...goal, space_id: spaceId }))) {
    throw appError('validation_failed', `The space already has the ${kind} goal "${name}".`, { fix: 'List the goals with GET …/analytics/goals; each kind and name is one goal.', details: { fields: { name: 'already a goal' } } });
  }
  if (kind === 'page') {
    const kept = await pageViewsMatching(uow.trx, spaceId, name);
    const added = new Set((await insertMarks(uow.trx, uow.engine, kept.map((k) => ({ space_id: spaceId, day: k.day, visitor: k.visitor, mark: goalMark(name) })))).map((m) => `${m.day}\0${m.visitor}`));
    const days = new Map<string, RollupIncrement>();
    for (const k of kept) {
      const row = days.get(k.day) ?? { space_id: spaceId, dimension: 'goal_page', period: k.day, value: name, visitors: 0, views: 0 };
      row.views += k.views;
      if (added.has(`${k.day}\0${k.visitor}`)) row.visitors += 1;
      days.set(k.day, row);
    }
    const months = new Map<string, RollupIncrement>();
    for (const d of days.values()) {
      const m = months.get(monthOf(d.period)) ?? { ...d, period: monthOf(d.period), visitors: 0, views: 0 };
      m.visitors += d.visitors;
      m.views += d.views;
      months.set(m.period, m);
    }
    await addToRollup(uow.trx, uow.engine, 'analytics_daily', [...days.values()]);
    await addToRollup(uow.trx, uow.engine, 'analytics_monthly', [...months.values()]);
  }
  uow.record({ action: 'space.analytics_goal_created', resourceType: 'space', resourceId: spaceId, details: { goal: goal.id, kind, name } });
  return goal;
}

/** Deletes a goal; a page-view goal's counts go with it (made again, it counts afresh from the kept events). */
export async function removeGoal(uow: UnitOfWork, id: string): Promise<void> {
  requirePermission(uow.actor, 'manage_webhooks', 'change analytics goals');
  const goal = await findGoal(uow.trx, uow.actor.spaceId, id);
  if (!goal) throw notFound('analytics goal', id);
  await deleteGoal(uow.trx, goal, goalMark(goal.name));
  uow.record({ action: 'space.analytics_goal_deleted', resourceType: 'space', resourceId: uow.actor.spaceId, details: { goal: id, kind: goal.kind, name: goal.name } });
}
