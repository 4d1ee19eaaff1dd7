import type pg from 'pg';
import { fill } from '../../shared/format.js';
import { transaction, type Queryable } from '../db/sql.js';
import { messages } from '../messages/catalogue.js';
import { findAccountByEmail, isOperator, recordAudit, setOperator } from './admin.repo.js';

export type OperatorChange = 'grant' | 'revoke';

export interface OperatorResult {
  ok: boolean;
  /** What the command prints, in Spanish. */
  message: string;
}

/**
 * admin:grant / admin:revoke: sets or clears the operator flag of the account with this e-mail (beside
 * its role: a host stays Anfitrión). The change is written to the audit log with no operator (the
 * server's command).
 */
export async function changeOperator(
  pool: pg.Pool,
  email: string,
  change: OperatorChange,
): Promise<OperatorResult> {
  const address = email.trim();
  if (!address) return { ok: false, message: messages.admin.commandUsage };
  return transaction(pool, async (tx: Queryable) => {
    const account = await findAccountByEmail(tx, address);
    if (!account) return { ok: false, message: fill(messages.admin.commandUnknownEmail, { email: address }) };
    const grant = change === 'grant';
    if ((await isOperator(tx, account.id)) === grant) {
      const already = grant ? messages.admin.commandAlreadyOperator : messages.admin.commandNotOperator;
      return { ok: true, message: fill(already, { email: account.email }) };
    }
    await setOperator(tx, account, grant);
    await recordAudit(tx, {
      adminId: null,
      action: grant ? 'operator_granted' : 'operator_revoked',
      targetType: 'user',
      targetId: account.id,
    });
    const done = grant ? messages.admin.commandGranted : messages.admin.commandRevoked;
    return { ok: true, message: fill(done, { email: account.email }) };
  });
}
