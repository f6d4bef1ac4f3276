import { createHash, randomUUID } from 'node:crypto';
import type { Resume } from '@common/contract/resumes';
import type { Database } from '../db/database';
import { NotFound } from '../http/errors';
import type { Sealer } from '../security/sealer';
import type { SettingsService } from '../settings/service';
import type { ResumeRecord } from './model';
import { readUpload } from './document';
import { parseResume } from '../engines/resume-parser';

/** Columns a list needs: everything but the original file bytes. */
const LIST_ATTRIBUTES = ['id', 'userId', 'filename', 'mimeType', 'fileSize', 'encrypted', 'content', 'parsedData', 'isCurrent', 'createdAt'];

export function createResumeService(db: Database, sealer: Sealer, settings: SettingsService) {
  const { Resume } = db.models;

  const openText = (row: ResumeRecord, value: string | null) => (value === null ? null : row.encrypted ? sealer.openText(value) : value);

  /** The fields that leave the server (both views of SPEC section 3). */
  const present = (row: ResumeRecord): Resume => {
    const uploaded = new Date(row.createdAt).toISOString();
    const parsed = openText(row, row.parsedData);
    return {
      id: row.id,
      filename: row.filename,
      fileSize: row.fileSize,
      mimeType: row.mimeType,
      uploadDate: uploaded,
      uploadedAt: uploaded,
      isCurrent: Boolean(row.isCurrent),
      content: openText(row, row.content) ?? '',
      parsedData: parsed ? JSON.parse(parsed) : null,
    };
  };

  async function upload(userId: string, file: { originalname: string; buffer: Buffer }): Promise<Resume> {
    const doc = await readUpload(file);
    const { text, columns, pages, imageOnlyPages } = doc.read;
    const { parsed, report } = parseResume(text, { columns, pages, imageOnlyPages });
    const { encryptStorage } = await settings.effective(userId);
    const seal = (s: string) => (encryptStorage ? sealer.sealText(s) : s);
    const row = await db.sequelize.transaction(async (transaction) => {
      await Resume.update({ isCurrent: false }, { where: { userId, isCurrent: true }, transaction });
      return Resume.create(
        {
          id: randomUUID(),
          userId,
          filename: doc.filename,
          mimeType: doc.mimeType,
          fileSize: file.buffer.byteLength,
          fileHash: createHash('sha256').update(file.buffer).digest('hex'),
          encrypted: encryptStorage,
          content: seal(doc.read.text),
          parsedData: seal(JSON.stringify(parsed)),
          importReport: seal(JSON.stringify(report)),
          original: encryptStorage ? sealer.sealBytes(file.buffer) : file.buffer,
          isCurrent: true,
        },
        { transaction },
      );
    });
    return present(row);
  }

  async function list(userId: string): Promise<Resume[]> {
    const rows = await Resume.findAll({
      where: { userId },
      attributes: LIST_ATTRIBUTES,
      order: [
        ['createdAt', 'DESC'],
        ['id', 'DESC'],
      ],
    });
    return rows.map(present);
  }

  async function current(userId: string): Promise<Resume | null> {
    const row = await Resume.findOne({ where: { userId, isCurrent: true }, attributes: LIST_ATTRIBUTES });
    return row ? present(row) : null;
  }

  /** One of the user's resumes; another user's id is simply not found. */
  async function get(userId: string, id: string): Promise<Resume> {
    const row = await Resume.findOne({ where: { id, userId }, attributes: LIST_ATTRIBUTES });
    if (!row) throw NotFound('Resume not found');
    return present(row);
  }

  /** Deletes one resume; when it was current, the newest remaining one becomes current. */
  async function remove(userId: string, id: string): Promise<void> {
    await db.sequelize.transaction(async (transaction) => {
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
