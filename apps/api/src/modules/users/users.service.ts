import type { User } from '@arx/contracts';
import type { Locale } from '@arx/contracts/locales';
import type { Database } from '../../db/client';
import { AppError } from '../../errors/app-error';
import { findUserById, saveLocale, toUser } from '../auth';
import { updateUserName } from './users.repository';

/**
 * Users as the caller may see them: only themselves. Another user's id answers 404, the same
 * as an id that does not exist, so ids reveal nothing.
 */
export async function visibleUsers(db: Database, callerId: number): Promise<User[]> {
  const user = await findUserById(db, callerId);
  return user ? [toUser(user)] : [];
}

export async function getUser(db: Database, callerId: number, id: number): Promise<User> {
  if (id !== callerId) throw AppError.notFound('User');
  const user = await findUserById(db, id);
  if (!user) throw AppError.notFound('User');
  return toUser(user);
}

export async function renameUser(db: Database, callerId: number, id: number, name: string): Promise<User> {
  if (id !== callerId) throw AppError.notFound('User');
  const user = await updateUserName(db, id, name);
  if (!user) throw AppError.notFound('User');
  return toUser(user);
}

/** The caller's own language; nobody sets another's. */
export async function setOwnLocale(
  db: Database,
  callerId: number,
  locale: Locale,
): Promise<{ user: User; changed: boolean }> {
  const saved = await saveLocale(db, callerId, locale);
  if (!saved) throw AppError.notFound('User');
  return { user: toUser(saved.user), changed: saved.changed };
}
