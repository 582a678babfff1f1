/**
 * Turning a saved quotation into a quotation draft. The owner's draft uses the owner's files as
 * they are. A colleague's gets copies: files belong to whoever uploaded them, so the colleague
 * receives files of their own (new rows and bytes, counted in the shop's storage like an upload,
 * in the colleague's draft and cleaned up like any unused upload), recorded per draft so that a
 * repeated request copies nothing twice. The draft is priced for its reader as things are now,
 * each part with the choices it was saved with as far as the material still offers them, and with
 * its call-outs; its 2D drawing goes along in the owner's draft only (the colleague's copy has the
 * call-outs alone: the drawing is the owner's file, which the colleague may neither use nor download).
 */
import type { DatabaseSync } from 'node:sqlite';
import { z } from 'zod';
import { FileFormat, Geometry, type DrawingFile as DesignFile } from '../../src/wire/files.ts';
import { UPLOAD_LIMITS } from '../../src/lib/files/quotation-rules.ts';
import type { Material } from '../../src/wire/catalogue.ts';
import type { DraftPart, PartOptions, Quote } from '../../src/wire/quotes.ts';
import type { QuotationDraft } from '../../src/wire/quote-docs.ts';
import type { AppDeps } from '../app-deps.ts';
import { HttpError, storageFailure } from '../core/errors.ts';
import { insertedIdOf, intOf, nullableIntOf, nullableTextOf, textOf, type Row } from '../core/rows.ts';
import { inTransaction } from '../core/transaction.ts';
import { assertFits, countDraftFiles, designFileOf, fileColumns, findDesignFile, insertDesignFile, storageOf } from '../files/store.ts';
import { findMaterial } from '../catalogue/store.ts';
import { carriedConfirmation, carriedConfirmationColumns, carriedOptions, carriedParts, factoryPartMaterials, storedItemPartsOf, storedOptionsOf } from '../quotation/line-choices.ts';
import { priceWithHold } from '../quotation/price-holds.ts';
import { holdQuotationPrices, quotedOf } from './quotation-hold.ts';
import type { CustomerScope } from '../users/customers.ts';

export const draftMessages = {
  draftFull: `该报价草稿的文件数将超过 ${UPLOAD_LIMITS.maxFiles} 个，请新建一个草稿`,
  materialGone: '报价单所用的材料已下架，请重新选择材料',
} as const;

const Warnings = z.array(z.string());
const Measured = Geometry.nullable();

interface SourceFile {
  position: number;
  quantity: number;
  /** The choices the line was saved with, if any. */
  options: PartOptions | undefined;
  /** An assembly line's parts list as saved. */
  parts: DraftPart['parts'];
  /** The line's drawing (only when it is the reader's own file) and call-outs. */
  confirmation: Pick<DraftPart, 'drawing' | 'callouts'>;
  file: DesignFile;
  storedName: string;
  size: number;
  sha256: string;
}

function linesOf(db: DatabaseSync, quotationId: number, readerId: number): SourceFile[] {
  return db
    .prepare(
      `SELECT l.position, l.quantity, l.options, l.parts AS line_parts, ${carriedConfirmationColumns('l')}, ${fileColumns}, f.stored_name, f.sha256 FROM quotation_lines l
       JOIN design_files f ON f.id = l.file_id LEFT JOIN design_files d ON d.id = l.drawing_file_id
       WHERE l.quotation_id = ? ORDER BY l.position`,
    )
    .all(quotationId)
    .map((row) => ({
      position: intOf(row, 'position'),
      quantity: intOf(row, 'quantity'),
      options: storedOptionsOf(row),
      parts: storedItemPartsOf(row),
      confirmation: carriedConfirmation(row, readerId),
      file: designFileOf(row),
      storedName: textOf(row, 'stored_name'),
      size: intOf(row, 'size'),
      sha256: textOf(row, 'sha256'),
    }));
}

/** The files an earlier request copied for this reader and draft (those still there), or null when none did. */
function copiedBefore(db: DatabaseSync, quotationId: number, customerId: number, draftId: string): Array<{ position: number; file: DesignFile }> | null {
  const copy = db.prepare('SELECT id FROM quotation_copies WHERE quotation_id = ? AND customer_id = ? AND draft_id = ?').get(quotationId, customerId, draftId);
  if (copy === undefined) return null;
  return db
    .prepare(`SELECT x.position, ${fileColumns} FROM quotation_copy_files x JOIN design_files f ON f.id = x.file_id WHERE x.copy_id = ? ORDER BY x.position`)
    .all(intOf(copy, 'id'))
    .map((row) => ({ position: intOf(row, 'position'), file: designFileOf(row) }));
}

/** The material as the reader's factory offers it now, or null (no factory, or not offered there). */
function offeredMaterial(db: DatabaseSync, scope: CustomerScope, materialId: number | null): Material | null {
  if (materialId === null || scope.usingFactoryId === null) return null;
  return findMaterial(db, scope.usingFactoryId, materialId);
}

/**
 * Today's price of the draft for its reader, or why there is none. Each line goes with the
 * choices the draft carries (those the material still offers), so step 3 asks the same price.
 */
function priceNow(db: DatabaseSync, scope: CustomerScope, materialId: number | null, items: QuotationDraft['items'], at: Date): { quote: Quote | null; unpriced: string | null } {
  if (materialId === null) return { quote: null, unpriced: draftMessages.materialGone };
  if (items.length === 0) return { quote: null, unpriced: null };
  try {
    const request = {
      materialId,
      items: items.map((item) => ({
        fileId: item.file.id,
        quantity: item.quantity,
        ...(item.options === undefined ? {} : { options: item.options }),
        ...(item.drawing === undefined ? {} : { drawingFileId: item.drawing.fileId }),
        ...(item.callouts === undefined ? {} : { callouts: item.callouts }),
        ...(item.parts ? { parts: item.parts } : {}),
      })),
      couponId: null,
    };
    const { quote, validUntil } = priceWithHold(db, scope, request, at, { record: false });
    return { quote: { ...quote, validUntil: new Date(validUntil).toISOString() }, unpriced: null };
  } catch (problem) {
    if (problem instanceof HttpError && problem.status !== 401) return { quote: null, unpriced: problem.message };
    throw problem;
  }
}

/** Copies the bytes of each file under a new name; on failure the copies made so far go. */
function copyBytes({ uploads }: Pick<AppDeps, 'uploads'>, sources: readonly SourceFile[]): Array<{ source: SourceFile; copy: string }> {
  uploads.assertUsable();
  const copies: Array<{ source: SourceFile; copy: string }> = [];
  try {
    for (const source of sources) {
      const copy = uploads.newStoredName(source.file.format);
      uploads.copy(source.storedName, copy);
      copies.push({ source, copy });
    }
    return copies;
  } catch (error) {
    for (const { copy } of copies) uploads.remove(copy);
    throw storageFailure(error) ?? error;
  }
}

/**
 * The draft a reader makes of a quotation (`row`, a row of quotations the reader may open):
 * `created` when files were copied for it now (a colleague's first request for this draft).
 */
export function draftFromQuotation(deps: Pick<AppDeps, 'db' | 'uploads'>, scope: CustomerScope, row: Row, draftId: string, at: Date): { draft: QuotationDraft; created: boolean } {
  const { db, uploads } = deps;
  const quotationId = intOf(row, 'id');
  const sources = linesOf(db, quotationId, scope.customerId);
  const sourceAt = new Map(sources.map((source) => [source.position, source]));
  const materialId = nullableIntOf(row, 'material_id');
  const pricing = offeredMaterial(db, scope, materialId)?.pricing;
  const partMaterials = factoryPartMaterials(db, scope.usingFactoryId, materialId);
  const answer = (files: ReadonlyArray<{ position: number; file: DesignFile }>, copied: boolean): QuotationDraft => {
    const optionsDropped: string[] = [];
    const items = files.map(({ position, file }) => {
      const source = sourceAt.get(position);
      const { options, dropped } = carriedOptions(pricing, source?.options);
      // The line's drawing and call-outs go along (the drawing only when it is the reader's own: linesOf); an assembly's parts with their own finishes and materials, carried like the line's choices.
      const { parts, dropped: partDropped } = carriedParts(file, source?.parts, source?.options, options, pricing, partMaterials);
      if (dropped || partDropped) optionsDropped.push(file.name);
      return { file, quantity: source?.quantity ?? 1, ...(options === undefined ? {} : { options }), ...source?.confirmation, ...(parts ? { parts } : {}) };
    });
    const positioned = files.map(({ position }, index) => ({ position, fileId: items[index]?.file.id ?? 0, quantity: items[index]?.quantity ?? 1, options: items[index]?.options, parts: items[index]?.parts }));
    holdQuotationPrices(db, scope, row, positioned, optionsDropped.length > 0, at.getTime());
    return {
      quoteNo: textOf(row, 'quote_no'),
      draftId,
      expired: at.getTime() >= intOf(row, 'valid_until'),
      materialId,
      colour: nullableTextOf(row, 'colour'),
      remarks: textOf(row, 'remarks'),
      items,
      copied,
      storageSize: storageOf(db, scope.shopId).size,
      ...priceNow(db, scope, materialId, items, at),
      quoted: quotedOf(row),
      ...(optionsDropped.length === 0 ? {} : { optionsDropped }),
    };
  };

  if (intOf(row, 'customer_id') === scope.customerId) return { draft: answer(sources, false), created: false };

  const before = copiedBefore(db, quotationId, scope.customerId, draftId);
  if (before !== null) return { draft: answer(before, true), created: false };
  const total = sources.reduce((sum, source) => sum + source.size, 0);
  const limits = () => {
    if (countDraftFiles(db, scope.customerId, draftId) + sources.length > UPLOAD_LIMITS.maxFiles) throw new HttpError(409, draftMessages.draftFull);
    assertFits(db, scope.shopId, `报价单 ${textOf(row, 'quote_no')} 的文件`, total);
  };
  limits();
  const copies = copyBytes(deps, sources);
  let outcome: { files: Array<{ position: number; file: DesignFile }>; created: boolean };
  try {
    outcome = inTransaction(db, () => {
      // Another request for the same draft may have copied meanwhile: its copies are the answer.
      const meanwhile = copiedBefore(db, quotationId, scope.customerId, draftId);
      if (meanwhile !== null) return { files: meanwhile, created: false };
      limits();
      const time = at.getTime();
      const copyId = insertedIdOf(db.prepare('INSERT INTO quotation_copies (quotation_id, customer_id, draft_id, created_at) VALUES (?, ?, ?, ?)').run(quotationId, scope.customerId, draftId, time));
      const link = db.prepare('INSERT INTO quotation_copy_files (copy_id, position, file_id) VALUES (?, ?, ?)');
      const files = copies.map(({ source, copy }) => {
        const fileId = insertDesignFile(db, {
          shopId: scope.shopId,
          customerId: scope.customerId,
          draftId,
          name: source.file.name,
          size: source.size,
          format: FileFormat.parse(source.file.format),
          geometry: Measured.parse(source.file.geometry),
          warnings: Warnings.parse(source.file.warnings),
          parts: source.file.parts,
          sha256: source.sha256,
          storedName: copy,
          createdAt: time,
        });
        link.run(copyId, source.position, fileId);
        return { position: source.position, file: findDesignFile(db, fileId) };
      });
      return { files, created: true };
    });
  } catch (error) {
    for (const { copy } of copies) uploads.remove(copy);
    throw error;
  }
  if (!outcome.created) for (const { copy } of copies) uploads.remove(copy);
  return { draft: answer(outcome.files, true), created: outcome.created };
}
