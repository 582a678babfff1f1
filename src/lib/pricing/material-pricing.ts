import type { MaterialPricing } from "../../wire/catalogue.ts";
import { INFILL_PERCENTS } from "./part-options.ts";
import { isInt, isRecord, isString } from "../json-guard.ts";

const within = (value: unknown, min: number, max: number): boolean =>
  isInt(value) && value >= min && value <= max;
const LEAD_KINDS: readonly unknown[] = ["standard", "express", "economy"];

/**
 * A material's `pricing` as the site may use it, or undefined. It is our API's extension: another
 * backend may leave it out or send something else, and a table the price could not be computed
 * from the way the server does (no break from 1 part, no 标准, a figure out of range, a colour that
 * is not text, a cost model missing a figure) is dropped whole, so the material is offered without
 * choices at the seed's price.
 */
export function readMaterialPricing(
  value: unknown,
): MaterialPricing | undefined {
  if (!isRecord(value)) return undefined;
  const { breaks, leadTimes, finishes } = value;
  const readable =
    Array.isArray(breaks) &&
    breaks.every(
      (row) =>
        isRecord(row) &&
        within(row["minQuantity"], 1, 10_000) &&
        within(row["factorPercent"], 1, 100),
    ) &&
    breaks.some((row) => row.minQuantity === 1) &&
    Array.isArray(leadTimes) &&
    leadTimes.every(
      (row) =>
        isRecord(row) &&
        LEAD_KINDS.includes(row["kind"]) &&
        within(row["days"], 1, 365) &&
        within(row["adjustPercent"], -90, 300),
    ) &&
    leadTimes.some((row) => row.kind === "standard") &&
    Array.isArray(finishes) &&
    finishes.every(
      (row) =>
        isRecord(row) &&
        isString(row["id"]) &&
        row["id"] !== "" &&
        isString(row["name"]) &&
        row["name"] !== "" &&
        within(row["percent"], -90, 300) &&
        within(row["perPart"], 0, 1e9) &&
        within(row["perCm2"], 0, 1e9) &&
        Array.isArray(row["colours"]) &&
        row["colours"].every((colour) => isString(colour) && colour !== ""),
    );
  return readable && (value["model"] === undefined || isCostModel(value["model"])) ? (value as MaterialPricing) : undefined;
}

const positive = (value: unknown): boolean => typeof value === "number" && Number.isFinite(value) && value > 0;
const fenOf = (value: unknown): boolean => within(value, 0, 1e9);
const minimumPer = (value: unknown): boolean => value === "part" || value === "line";
const isInfill = (value: unknown): boolean => INFILL_PERCENTS.some((percent) => percent === value);

/** A cost model the prices can be computed from exactly as the server does (src/wire/catalogue.ts: CostModel). */
function isCostModel(model: unknown): boolean {
  if (!isRecord(model) || !minimumPer(model["minimumPer"])) return false;
  if (model["kind"] === "print") {
    const machine = model["machine"];
    const { shell, support } = model;
    const readableShell =
      shell === undefined ||
      (isRecord(shell) && positive(shell["wallMm"]) && positive(shell["topBottomMm"]) && Array.isArray(shell["infills"]) && shell["infills"].length > 0 &&
        shell["infills"].every(isInfill) && isInfill(shell["defaultInfill"]));
    const readableSupport = support === undefined || (isRecord(support) && within(support["densityPercent"], 0, 100) && fenOf(support["removalFenPerCm2"]));
    return (
      readableShell && readableSupport &&
      isRecord(machine) &&
      ((machine["by"] === "height" && within(machine["fenPerMm"], 1, 1e9)) || ((machine["by"] === "packedBox" || machine["by"] === "printedVolume") && within(machine["fenPerCm3"], 1, 1e9)))
    );
  }
  if (model["kind"] === "cnc") {
    const stock = model["stock"];
    return (
      isRecord(stock) &&
      typeof stock["allowanceMm"] === "number" && stock["allowanceMm"] >= 0 && stock["allowanceMm"] <= 50 &&
      positive(stock["stepMm"]) && (stock["stepMm"] as number) <= 100 &&
      positive(model["removalCm3PerMin"]) &&
      positive(model["finishCm2PerMin"]) &&
      within(model["machineFenPerMin"], 1, 1e9) &&
      fenOf(model["setupFen"]) &&
      within(model["fiveAxisPercent"], 0, 300) &&
      (model["milling"] === undefined || isMilling(model["milling"])) &&
      (model["lathe"] === undefined || isLathe(model["lathe"]))
    );
  }
  if (model["kind"] === "cast") {
    const { master, mould } = model;
    return (
      isRecord(master) && fenOf(master["fenPerCm3"]) && fenOf(master["fixedFen"]) && (master["fenPerMm"] === undefined || fenOf(master["fenPerMm"])) &&
      (isRecord(mould) && (mould["complexityMax"] === undefined || within(mould["complexityMax"], 1, 10))) &&
      isRecord(mould) && typeof mould["wallMm"] === "number" && mould["wallMm"] >= 0 && mould["wallMm"] <= 100 &&
      fenOf(mould["fenPerCm3"]) && fenOf(mould["labourFen"]) && within(mould["castings"], 1, 1000) &&
      fenOf(model["castingFen"])
    );
  }
  return false;
}

/** A finite number from `min` to `max` (lengths and minutes need not be whole). */
const between = (value: unknown, min: number, max: number): boolean => typeof value === "number" && Number.isFinite(value) && value >= min && value <= max;

/** CNC's difficulty figures, readable as the server prices with them (src/wire/catalogue.ts: CncMilling). */
function isMilling(value: unknown): boolean {
  if (!isRecord(value)) return false;
  const limits = value["limits"];
  const pace = (figure: unknown): boolean => positive(figure) && (figure as number) <= 1;
  return (
    positive(value["toolMm"]) && (value["toolMm"] as number) <= 50 && pace(value["reachPace"]) && pace(value["slenderPace"]) &&
    isRecord(limits) && positive(limits["slenderness"]) && between(limits["minRadiusMm"], 0, 50) && positive(limits["reachDiameters"])
  );
}

/** CNC's lathe figures (CncLathe). */
function isLathe(value: unknown): boolean {
  return (
    isRecord(value) && between(value["barAllowanceMm"], 0, 20) && between(value["partingMm"], 0, 50) && within(value["machineFenPerMin"], 1, 1e9) &&
    between(value["handlingMin"], 0, 600) && fenOf(value["setupFen"])
  );
}

/** The material as the site prices it: its `pricing` only when readMaterialPricing can read it. */
export function withReadablePricing<
  M extends { pricing?: MaterialPricing | undefined },
>(material: M): M {
  const { pricing, ...rest } = material;
  const readable = readMaterialPricing(pricing);
  return (readable ? { ...rest, pricing: readable } : rest) as M;
}
