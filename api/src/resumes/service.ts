import { createHash, randomUUID } from 'node:crypto';
import type { Resume } from '@common/contract/resumes';
import type { Transaction } from 'sequelize';
import type { Database } from '../db/database';
import { NotFound } from '../http/errors';
import type { Sealer } from '../security/sealer';
import type { SettingsService } from '../settings/service';
import { checkFilename, MIME_TYPES, readUpload } from './document';
import { detectKind, type DocumentKind } from '../engines/reader';
import { parseResume } from '../engines/resume-parser';
import type { Platform } from '../ai/writing';
import { preparedSelect } from '../db/select';

/** Columns a list needs: everything but the original file bytes. */
const LIST_ATTRIBUTES = ['id', 'userId', 'filename', 'mimeType', 'fileSize', 'encrypted', 'content', 'parsedData', 'isCurrent', 'createdAt'] as const;
/** A row with those columns: a model instance, or a plain row as the driver answers it (0/1 booleans, SQLite's text dates). */
type ListRow = Record<(typeof LIST_ATTRIBUTES)[number], unknown>;

export function createResumeService(db: Database, sealer: Sealer, settings: SettingsService, platform: Pick<Platform, 'metrics' | 'switches'>) {
  const { Resume } = db.models;

  const openText = (row: ListRow, value: unknown) =>
    value === null || value === undefined ? null : row.encrypted ? sealer.openText(String(value)) : String(value);

  /** The fields that leave the server (both views of SPEC section 3). */
  const present = (row: ListRow): Resume => {
    const uploaded = new Date(row.createdAt as Date | string).toISOString();
    const parsed = openText(row, row.parsedData);
    return {
      id: String(row.id),
      filename: String(row.filename),
      fileSize: Number(row.fileSize),
      mimeType: String(row.mimeType),
      uploadDate: uploaded,
      uploadedAt: uploaded,
      isCurrent: Boolean(row.isCurrent),
      content: openText(row, row.content) ?? '',
      parsedData: parsed ? JSON.parse(parsed) : null,
    };
  };

  // The reads behind every page load, as prepared statements (db/select.ts).
  const listByUser = preparedSelect(db.read, Resume, LIST_ATTRIBUTES, 'user_id = ? ORDER BY created_at DESC, id DESC');
  const currentOfUser = preparedSelect(db.read, Resume, LIST_ATTRIBUTES, 'user_id = ? AND is_current = ?');
  const oneOfUser = preparedSelect(db.read, Resume, LIST_ATTRIBUTES, 'id = ? AND user_id = ?');

  /**
   * Serialises one user's resume writes (the current flag moves between rows): without it,
   * two concurrent uploads deadlock on MySQL's gap locks. SQLite serialises writers anyway.
   */
  const lockUser = (userId: string, transaction: Transaction) =>
    db.models.User.findByPk(userId, { attributes: ['id'], transaction, lock: transaction.LOCK.UPDATE });

  /** Reads and parses an uploaded file (422 when it cannot be read). */
  async function readAndParse(file: { originalname: string; buffer: Buffer }) {
    const doc = await readUpload(file);
    const { text, columns, pages, imageOnlyPages } = doc.read;
    return { mimeType: doc.mimeType, text, ...parseResume(text, { columns, pages, imageOnlyPages }) };
  }

  /**
   * With the 'reuse-parse-results' platform optimization on, a file this user already uploaded
   * (same SHA-256) is not read again: its stored text and parse are reused.
   */
  async function reusableRead(userId: string, fileHash: string, kind: DocumentKind | null) {
    if (!kind || !(await platform.switches.isOn('reuse-parse-results'))) return null;
    const row = await Resume.findOne({ where: { userId, fileHash }, attributes: [...LIST_ATTRIBUTES, 'importReport'], order: [['createdAt', 'DESC']] });
    if (!row || !row.parsedData || !row.importReport || row.mimeType !== MIME_TYPES[kind]) return null;
    return {
      mimeType: row.mimeType,
      text: openText(row, row.content)!,
      parsed: JSON.parse(openText(row, row.parsedData)!),
      report: JSON.parse(openText(row, row.importReport)!),
    };
  }

  async function upload(userId: string, file: { originalname: string; buffer: Buffer }): Promise<Resume> {
    const filename = checkFilename(file.originalname);
    const fileHash = createHash('sha256').update(file.buffer).digest('hex');
    const { encryptStorage } = await settings.effective(userId);
    const seal = (s: string) => (encryptStorage ? sealer.sealText(s) : s);
    const read =
      (await reusableRead(userId, fileHash, detectKind(file.buffer, filename))) ??
      (await platform.metrics.time('resume_parsing', userId, () => readAndParse(file)));
    const row = await db.transaction(async (transaction) => {
      await lockUser(userId, transaction);
      await Resume.update({ isCurrent: false }, { where: { userId, isCurrent: true }, transaction });
      return Resume.create(
        {
          id: randomUUID(),
          userId,
          filename,
          mimeType: read.mimeType,
          fileSize: file.buffer.byteLength,
          fileHash,
          encrypted: encryptStorage,
          content: seal(read.text),
          parsedData: seal(JSON.stringify(read.parsed)),
          importReport: seal(JSON.stringify(read.report)),
          original: encryptStorage ? sealer.sealBytes(file.buffer) : file.buffer,
          isCurrent: true,
        },
        { transaction },
      );
    });
    return present(row);
  }

  async function list(userId: string): Promise<Resume[]> {
    return (await listByUser.all([userId])).map(present);
  }

  async function current(userId: string): Promise<Resume | null> {
    const row = await currentOfUser.one([userId, true]);
    return row ? present(row) : null;
  }

  /** One of the user's resumes; another user's id is simply not found. */
  async function get(userId: string, id: string): Promise<Resume> {
    const row = await oneOfUser.one([id, userId]);
    if (!row) throw NotFound('Resume not found');
    return present(row);
  }

  /** Deletes one resume; when it was current, the newest remaining one becomes current. */
  async function remove(userId: string, id: string): Promise<void> {
    await db.transaction(async (transaction) => {
      await lockUser(userId, transaction);
      const row = await Resume.findOne({ where: { id, userId }, attributes: ['id', 'isCurrent'], transaction });
      if (!row) throw NotFound('Resume not found');
      await Resume.destroy({ where: { id, userId }, transaction });
      if (!row.isCurrent) return;
      const newest = await Resume.findOne({
        where: { userId },
        attributes: ['id'],
        order: [
          ['createdAt', 'DESC'],
          ['id', 'DESC'],
        ],
        transaction,
      });
      if (newest) await Resume.update({ isCurrent: true }, { where: { id: newest.id, userId }, transaction });
    });
  }

  return { upload, list, current, get, remove };
}

export type ResumeService = ReturnType<typeof createResumeService>;
