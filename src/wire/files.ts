/**
 * A customer's stored files (/api/shop-file): CAD drawings for quotes and orders, and the pictures
 * and PDFs a design request may add. Lengths mm, volumes mm³, areas mm², sizes bytes. Shared
 * conventions: common.ts.
 */
import { z } from 'zod';
import { pageOf } from './common.ts';

export const DrawingFormat = z.enum(['stl', 'obj', '3mf', 'step', 'iges', 'zip']);
export type DrawingFormat = z.infer<typeof DrawingFormat>;

/** Every format the shop stores: drawings, and the pictures and PDFs a design request may add. */
export const FileFormat = z.enum([...DrawingFormat.options, 'jpg', 'png', 'webp', 'pdf']);
export type FileFormat = z.infer<typeof FileFormat>;

/** A direction a machine's tool can come from, along the part's axes as modelled: +z is from above. */
export const AxisDirection = z.enum(['+z', '-z', '+x', '-x', '+y', '-y']);
export type AxisDirection = z.infer<typeof AxisDirection>;

/**
 * How a part can be machined, from its faces (the reference API's extension, measured by the same
 * geometry module in the browser and the server; src/lib/geometry/machining): the fewest axis
 * directions whose tools reach every face (one set-up each), the surface each of them machines, the
 * surface no axis direction reaches but a tilted tool does (五轴), the surface no straight tool
 * reaches at all (an undercut or a closed cavity: an engineer's call), and the deepest narrow
 * pocket (depth and width in mm, and the surface deeper than three times its width). Lengths mm,
 * areas mm², in the mesh's own units like the rest of the geometry.
 */
export const Machining = z.object({
  setups: z.array(AxisDirection).max(6),
  faceArea: z.partialRecord(AxisDirection, z.number().nonnegative()),
  fiveAxisArea: z.number().nonnegative(),
  unreachableArea: z.number().nonnegative(),
  narrowPocket: z.object({ depth: z.number().positive(), width: z.number().positive(), area: z.number().nonnegative() }).nullable(),
  /**
   * What makes the part hard to mill (src/lib/geometry/machining/difficulty.ts, turned.ts); absent
   * on figures measured before they were. `pocket`: the deepest spot closed in on all sides across
   * its tool (depth, width), the surface of every pocket and the metal they held (mm³). `wall`: the
   * most slender wall (its height and thickness), and the wall surface more slender than 8:1.
   * `corner`: the smallest filleted internal corner along a tool's axis (its radius, its depth
   * below the stock's face). `turned`: a body of revolution about an axis (its largest diameter,
   * its length, how many of its ends are whole flat faces), as a lathe turns it from round bar.
   */
  pocket: z.object({ depth: z.number().positive(), width: z.number().positive(), area: z.number().nonnegative(), volume: z.number().nonnegative() }).nullable().optional(),
  wall: z.object({ height: z.number().nonnegative(), thickness: z.number().positive(), slenderArea: z.number().nonnegative() }).nullable().optional(),
  corner: z.object({ radius: z.number().nonnegative(), depth: z.number().nonnegative() }).nullable().optional(),
  turned: z.object({ axis: z.enum(['x', 'y', 'z']), diameter: z.number().positive(), length: z.number().positive(), flatEnds: z.number().int().min(0).max(2) }).nullable().optional(),
});
export type Machining = z.infer<typeof Machining>;

/**
 * What supporting a printed part takes, for each direction it could be built upwards along (the
 * reference API's extension; src/lib/geometry/support.ts): the faces facing down more than 45°
 * from vertical and not on the build plate (mm²), and the space under them down to the plate
 * (mm³: each face's area projected on the plate × its height above it, the height capped at
 * `SUPPORT_HEIGHT_CAP_MM`). In the mesh's own units like the rest of the geometry.
 */
export const SupportNeed = z.object({ area: z.number().nonnegative(), volume: z.number().nonnegative() });
export type SupportNeed = z.infer<typeof SupportNeed>;
export const Support = z.partialRecord(AxisDirection, SupportNeed);
export type Support = z.infer<typeof Support>;

export const Geometry = z.object({
  volume: z.number().nonnegative(),
  area: z.number().nonnegative(),
  bbox: z.object({ x: z.number(), y: z.number(), z: z.number() }),
  triangles: z.number().int().nonnegative(),
  /** The reference API's extension: how the part can be machined; absent when not analysed (a mesh too large, or another backend). */
  machining: Machining.optional(),
  /** The reference API's extension: the support a print needs built along each axis direction; absent when not analysed. */
  support: Support.optional(),
});
export type Geometry = z.infer<typeof Geometry>;

/**
 * One distinct part of a file of several bodies (the reference API's extension): the name the
 * file gives it (its product's or body's, a 3MF object's; '' when none), how often one set (the
 * whole file) uses it, and one piece's geometry as placed first, with its own machining analysis
 * where it was analysed. Bodies of the same name and shape are one part.
 */
export const FilePart = z.object({
  name: z.string(),
  count: z.number().int().positive(),
  geometry: Geometry,
});
export type FilePart = z.infer<typeof FilePart>;

/**
 * An uploaded design file as the server measured it: meshes (STL, OBJ, 3MF) and CAD files
 * (STEP, IGES, in millimetres whatever unit the file states). `geometry` is null for what
 * cannot be measured (ZIP, a CAD file of surfaces only, …): quoted by hand (人工报价).
 */
export const DrawingFile = z.object({
  id: z.number().int(),
  name: z.string(),
  size: z.number().int().nonnegative(),
  format: FileFormat,
  geometry: Geometry.nullable(),
  /**
   * Measurement warning codes for the UI to explain: those of the geometry module (openEdges,
   * nonManifoldEdges, inconsistentOrientation, invertedNormals, degenerateTriangles,
   * nonFiniteCoordinates, invalidFaces, manifoldCheckSkipped, surfacesIgnored), and, with geometry
   * null, `unreadable` (damaged or not what its name says), `empty` (no triangles) or `measureFailed`
   * (the server could not finish measuring it), and for STEP and IGES `surfaceOnly`, `truncated`,
   * `unsupportedSchema`, `parseTimeout` or `tooComplex`. A null geometry means 人工报价 either way.
   */
  warnings: z.array(z.string()),
  createdAt: z.string(),
  /**
   * The reference API's extension: a STEP or IGES file holding more than one body, or a 3MF whose
   * build places two or more objects, as its distinct parts (a parts list: one quotation line each,
   * its count per set). Absent for a single body, an STL or OBJ, or a backend that does not read
   * assemblies: the file is then one line.
   */
  parts: z.array(FilePart).optional(),
});
export type DrawingFile = z.infer<typeof DrawingFile>;

export const storageSize = z.number().int().nonnegative();

/**
 * POST /api/shop-file (multipart: `draftId`, then `file`): the stored file and the shop's new
 * usage. `draftId` is the client-made id of the quotation or professional-order draft.
 */
export const UploadResult = z.object({
  file: DrawingFile,
  /** Bytes the shop now uses, for `userInfo.customer.shop.storageSize`. */
  storageSize,
});
export type UploadResult = z.infer<typeof UploadResult>;

/** DELETE /api/shop-file/{id}: the shop's usage once the file is gone. */
export const FileDeleteResult = z.object({ storageSize });
export type FileDeleteResult = z.infer<typeof FileDeleteResult>;

/**
 * Multipart text field of an upload sent before `file`: `reference` for a design request's
 * reference files, which may also be JPG, PNG, WebP pictures and PDF documents (20 MB each).
 */
export const UploadPurposeField = z.enum(['reference'], '上传用途只能是参考资料');

/**
 * Where a stored file is used: an order (quotation line or drawing version), a design request
 * (reference or delivery), or a saved quotation (报价单, reference API: quote-docs.ts).
 */
export const FileUse = z.object({ kind: z.enum(['order', 'design', 'quotation']), no: z.string() });
export type FileUse = z.infer<typeof FileUse>;

/** The kinds of draft that upload files: a quotation, a professional order, a design request. */
export const DraftKind = z.enum(['quotation', 'professional', 'design'], '草稿类型无效，请刷新页面后重试');
export type DraftKind = z.infer<typeof DraftKind>;

/**
 * An open draft that uses the file: its kind, and when it last said so. Such a file is kept
 * for the unattached lifetime from that moment (reference API; optional for the site).
 */
export const FileDraftUse = z.object({ kind: DraftKind, seenAt: z.string() });
export type FileDraftUse = z.infer<typeof FileDraftUse>;

/**
 * GET /api/shop-file: one of the customer's own stored files, with where it is used. A file no
 * order or design request uses can be deleted, and is deleted by the shop at `expiresAt`.
 * `inDraft`: an open draft uses it (deleting it strands that draft, so the site asks first).
 */
export const StoredFile = DrawingFile.extend({
  usedBy: z.array(FileUse),
  expiresAt: z.string().nullable(),
  inDraft: FileDraftUse.nullable().optional(),
});
export type StoredFile = z.infer<typeof StoredFile>;

/** The page of files, and the bytes all of the customer's files take (the shop's storage counts every customer's). */
export const StoredFilePage = pageOf(StoredFile).extend({ totalSize: z.number().int().nonnegative() });
export type StoredFilePage = z.infer<typeof StoredFilePage>;

/** Multipart text field of an upload: the draft the file belongs to. */
export const DraftId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, '草稿编号无效，请刷新页面后重试');

/**
 * POST /api/shop-file/in-draft: an open draft says which of the customer's files it still uses,
 * whenever it is opened (and hourly while it stays open), so they are not deleted as unused.
 */
export const DraftFilesAlive = z.object({
  kind: DraftKind,
  fileIds: z.array(z.number().int().positive(), '文件编号无效').min(1, '至少一个文件').max(100, '最多 100 个文件'),
});
export type DraftFilesAlive = z.infer<typeof DraftFilesAlive>;

/** The ids among those sent that are gone (deleted, expired) or not the customer's: the draft names them. */
export const DraftFilesAnswer = z.object({ missing: z.array(z.number().int()) });
export type DraftFilesAnswer = z.infer<typeof DraftFilesAnswer>;
