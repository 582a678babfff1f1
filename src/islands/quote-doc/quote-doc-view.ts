import type { QuoteDocLine } from '../../wire/quote-docs.ts';
import type { ItemPart } from '../../wire/quotes.ts';
import { keptPartsOf } from '../../lib/drafts/assembly-draft.ts';
import { formatArea, formatBbox, formatVolume } from '../../components/uploader/geometry-text.ts';
import { QUOTE_CUSTOMER_MAX, QUOTE_PHONE_PATTERN } from '../../lib/forms/quote-doc-rules.ts';
import { charCount } from '../../lib/forms/char-count.ts';
import type { Check } from '../../lib/forms/check.ts';

/** The page of the quotation document, and which document it shows (its query). */
export const QUOTE_DOC_PATH = '/quotationorder/quote';

/**
 * What /quotationorder/quote shows, read from its query: a saved quotation (`no`), a colleague's
 * shared one (`share`), an order's (`order`), the save form for the quotation draft (`from=draft`),
 * or else the customer's saved quotations.
 */
export type QuoteDocTarget = { kind: 'saved'; quoteNo: string } | { kind: 'shared'; token: string } | { kind: 'order'; orderNo: string } | { kind: 'draft' } | { kind: 'list' };

export function readQuoteDocTarget(search: string): QuoteDocTarget {
  const query = new URLSearchParams(search);
  const value = (name: string) => query.get(name)?.trim() ?? '';
  if (value('no')) return { kind: 'saved', quoteNo: value('no') };
  if (value('share')) return { kind: 'shared', token: value('share') };
  if (value('order')) return { kind: 'order', orderNo: value('order') };
  if (value('from') === 'draft') return { kind: 'draft' };
  return { kind: 'list' };
}

/** The address of a document: `{ kind: 'list' }` is the list of saved quotations. */
export function quoteDocHref(target: QuoteDocTarget): string {
  switch (target.kind) {
    case 'saved':
      return `${QUOTE_DOC_PATH}?no=${encodeURIComponent(target.quoteNo)}`;
    case 'shared':
      return `${QUOTE_DOC_PATH}?share=${encodeURIComponent(target.token)}`;
    case 'order':
      return `${QUOTE_DOC_PATH}?order=${encodeURIComponent(target.orderNo)}`;
    case 'draft':
      return `${QUOTE_DOC_PATH}?from=draft`;
    default:
      return QUOTE_DOC_PATH;
  }
}

/** The measured figures printed under a part's name, or null for 人工报价 and consumables. */
export function lineFigures(line: Pick<QuoteDocLine, 'geometry'>): { volume: string; area: string; size: string } | null {
  if (!line.geometry) return null;
  return {
    volume: formatVolume(line.geometry.volume),
    area: formatArea(line.geometry.area),
    size: formatBbox(line.geometry.bbox),
  };
}

/** What the save form holds. */
export interface QuoteCustomerForm {
  name: string;
  company: string;
  phone: string;
  remarks: string;
}

export type QuoteCustomerProblem = 'nameRequired' | 'nameLong' | 'companyLong' | 'phoneInvalid' | 'remarksLong';

/** The longest remarks a saved quotation takes, as the server's rule. */
export const QUOTE_REMARKS_MAX = 500;

/**
 * Checks the save form as the server will: a name (at most 32 characters), a company (optional,
 * at most 64), a phone (optional: a mainland mobile or a landline with its area code) and remarks
 * (at most 500). Answers the trimmed values to send, or the problem of each field.
 */
export function checkQuoteCustomer(form: QuoteCustomerForm): Check<'customer', QuoteCustomerForm, Partial<Record<keyof QuoteCustomerForm, QuoteCustomerProblem>>> {
  const trimmed = {
    name: form.name.trim(),
    company: form.company.trim(),
    phone: form.phone.trim(),
    remarks: form.remarks.trim(),
  };
  const errors: Partial<Record<keyof QuoteCustomerForm, QuoteCustomerProblem>> = {};
  if (trimmed.name === '') errors.name = 'nameRequired';
  else if (charCount(trimmed.name) > QUOTE_CUSTOMER_MAX.name) errors.name = 'nameLong';
  if (charCount(trimmed.company) > QUOTE_CUSTOMER_MAX.company) errors.company = 'companyLong';
  if (trimmed.phone !== '' && !QUOTE_PHONE_PATTERN.test(trimmed.phone)) errors.phone = 'phoneInvalid';
  if (charCount(trimmed.remarks) > QUOTE_REMARKS_MAX) errors.remarks = 'remarksLong';
  return Object.keys(errors).length > 0 ? { ok: false, errors } : { ok: true, customer: trimmed };
}

/** What a saved quotation is made of: the quotation draft as steps 1–3 left it. */
export interface DraftToSave {
  draftId: string;
  materialId: number;
  colour: string | null;
  couponId: number | null;
  remarks: string;
  /**
   * Each file with its quantity and, for an assembly the server answered with parts, its parts
   * list as asked (assembly-draft.ts) and what it is made of (`assembly`: the file's parts and the
   * draft's entry), for the parts' own finishes to be read with the material (keptPartsOf).
   */
  items: { fileId: number; name: string; quantity: number; parts?: ItemPart[]; assembly?: { fileParts: Array<{ name: string; count: number }>; stored: unknown } }[];
  /**
   * The parts' choices as stored (per server file id), unchecked: read like step 3 reads them
   * (`partOptionsOf` with the material's `pricing`), which this page loads when it needs them.
   */
  partOptions: Record<string, unknown>;
  /** The parts' drawings and call-outs as stored (per server file id), unchecked: read with calloutItemOf (callout-text.ts). */
  lineCallouts: Record<string, unknown>;
}

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);
const positiveInt = (value: unknown): value is number => Number.isInteger(value) && (value as number) > 0;

/** An assembly's parts as stored, enough for its parts list (names and counts; the server prices its own figures), or undefined. */
function partCountsOf(value: unknown): Array<{ name: string; count: number }> | undefined {
  if (!Array.isArray(value) || value.length === 0) return undefined;
  const parts = value.flatMap((part: unknown) => (isObject(part) && typeof part['name'] === 'string' && positiveInt(part['count']) ? [{ name: part['name'], count: part['count'] }] : []));
  return parts.length === value.length ? parts : undefined;
}

/**
 * Reads the stored quotation draft of `customerId` for saving (its material, files with their
 * quantities — 1 unless set — and stored choices, colour, coupon and remarks), or null when it is another
 * customer's or has no material or file yet. Deliberately apart from the quotation steps' draft
 * module, so this page shares no code with them (each shared module costs them a chunk).
 */
export function readDraftToSave(raw: string | null, customerId: number | null): DraftToSave | null {
  let stored: unknown;
  try {
    stored = raw === null ? null : JSON.parse(raw);
  } catch {
    return null;
  }
  if (!isObject(stored) || customerId === null || stored['ownerId'] !== customerId) return null;
  const { draftId, materialTypeId, colour, couponId, remarks, fileList, quantities, partOptions, lineCallouts, assemblies } = stored;
  if (typeof draftId !== 'string' || !positiveInt(materialTypeId) || !Array.isArray(fileList)) return null;
  const counts = isObject(quantities) ? quantities : {};
  const items = fileList.flatMap((file: unknown) => {
    if (!isObject(file) || !positiveInt(file['id']) || typeof file['name'] !== 'string') return [];
    const quantity = counts[String(file['id'])];
    const fileParts = partCountsOf(file['parts']);
    const stored = isObject(assemblies) ? assemblies[String(file['id'])] : undefined;
    const parts = keptPartsOf({ parts: fileParts }, stored);
    return [
      {
        fileId: file['id'],
        name: file['name'],
        quantity: positiveInt(quantity) ? quantity : 1,
        ...(parts && fileParts ? { parts, assembly: { fileParts, stored } } : {}),
      },
    ];
  });
  if (items.length === 0) return null;
  return {
    draftId,
    materialId: materialTypeId,
    colour: typeof colour === 'string' ? colour : null,
    couponId: positiveInt(couponId) ? couponId : null,
    remarks: typeof remarks === 'string' ? remarks : '',
    items,
    partOptions: isObject(partOptions) ? partOptions : {},
    lineCallouts: isObject(lineCallouts) ? lineCallouts : {},
  };
}
