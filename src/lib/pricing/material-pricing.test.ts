import { describe, expect, it } from "vitest";
import type { MaterialPricing } from "../../wire/catalogue.ts";
import {
  readMaterialPricing,
  withReadablePricing,
} from "./material-pricing.ts";

const good: MaterialPricing = {
  breaks: [
    { minQuantity: 1, factorPercent: 100 },
    { minQuantity: 10, factorPercent: 90 },
  ],
  leadTimes: [
    { kind: "standard", days: 3, adjustPercent: 0 },
    { kind: "express", days: 2, adjustPercent: 40 },
  ],
  finishes: [
    {
      id: "paint",
      name: "喷漆",
      percent: 0,
      perPart: 1000,
      perCm2: 8,
      colours: ["中国红"],
    },
  ],
};

describe("readMaterialPricing", () => {
  it("keeps a table the price can be computed from", () => {
    expect(readMaterialPricing(good)).toBe(good);
    expect(readMaterialPricing({ ...good, finishes: [] })).toEqual({
      ...good,
      finishes: [],
    });
  });

  it.each([
    ["nothing", undefined],
    ["text", "pricing"],
    ["no breaks", { ...good, breaks: [] }],
    [
      "no break from one part",
      { ...good, breaks: [{ minQuantity: 10, factorPercent: 90 }] },
    ],
    [
      "a factor above 100 %",
      { ...good, breaks: [{ minQuantity: 1, factorPercent: 120 }] },
    ],
    [
      "a fractional quantity",
      { ...good, breaks: [{ minQuantity: 1.5, factorPercent: 100 }] },
    ],
    [
      "no 标准",
      { ...good, leadTimes: [{ kind: "express", days: 2, adjustPercent: 40 }] },
    ],
    [
      "an unknown lead time",
      {
        ...good,
        leadTimes: [
          ...good.leadTimes,
          { kind: "overnight", days: 1, adjustPercent: 90 },
        ],
      },
    ],
    [
      "zero days",
      { ...good, leadTimes: [{ kind: "standard", days: 0, adjustPercent: 0 }] },
    ],
    ["finishes not a list", { ...good, finishes: null }],
    [
      "a negative fee",
      { ...good, finishes: [{ ...good.finishes[0], perPart: -100 }] },
    ],
    [
      "a fee in yuan",
      { ...good, finishes: [{ ...good.finishes[0], perPart: 10.5 }] },
    ],
    [
      "a finish without a name",
      { ...good, finishes: [{ ...good.finishes[0], name: "" }] },
    ],
    [
      "a colour that is not text",
      { ...good, finishes: [{ ...good.finishes[0], colours: [7] }] },
    ],
  ])("drops %s", (_case, pricing) => {
    expect(readMaterialPricing(pricing)).toBeUndefined();
  });
});

describe("withReadablePricing", () => {
  const material = { id: 4, name: "透明树脂", pricePerCm3: 150 };
  it("leaves a readable table on the material and takes an unreadable one off", () => {
    expect(withReadablePricing({ ...material, pricing: good })).toEqual({
      ...material,
      pricing: good,
    });
    const bad = withReadablePricing({
      ...material,
      pricing: { ...good, breaks: "all" } as unknown as MaterialPricing,
    });
    expect(bad).toEqual(material);
    expect("pricing" in bad).toBe(false);
  });
});

describe("readMaterialPricing: CNC's difficulty and lathe figures", () => {
  const cncModel = { kind: "cnc", stock: { allowanceMm: 2, stepMm: 5 }, removalCm3PerMin: 10, finishCm2PerMin: 20, machineFenPerMin: 150, setupFen: 6000, fiveAxisPercent: 80, minimumPer: "line" } as const;
  const milling = { toolMm: 10, reachPace: 0.25, slenderPace: 0.25, limits: { slenderness: 30, minRadiusMm: 0.5, reachDiameters: 10 } };
  const lathe = { barAllowanceMm: 1, partingMm: 5, machineFenPerMin: 100, handlingMin: 4, setupFen: 10_000 };

  it("keeps a model without them (priced with the defaults) and one with them", () => {
    expect(readMaterialPricing({ ...good, model: cncModel })).toBeDefined();
    expect(readMaterialPricing({ ...good, model: { ...cncModel, milling, lathe } })).toBeDefined();
  });

  it.each([
    ["a pace above 1", { milling: { ...milling, reachPace: 2 } }],
    ["no limits", { milling: { ...milling, limits: undefined } }],
    ["a lathe without a minute", { lathe: { ...lathe, machineFenPerMin: 0 } }],
    ["a negative handling time", { lathe: { ...lathe, handlingMin: -1 } }],
  ])("takes off a model with %s", (_name, figures) => {
    expect(readMaterialPricing({ ...good, model: { ...cncModel, ...figures } })).toBeUndefined();
  });
});

describe("readMaterialPricing: the printing and casting models' shells, supports and moulds", () => {
  const fdm = { kind: "print", machine: { by: "printedVolume", fenPerCm3: 40 }, shell: { wallMm: 1.2, topBottomMm: 0.8, infills: [10, 20, 50, 100], defaultInfill: 20 }, support: { densityPercent: 15, removalFenPerCm2: 10 }, minimumPer: "line" };
  const cast = { kind: "cast", master: { fenPerCm3: 80, fenPerMm: 15, fixedFen: 20_000 }, mould: { wallMm: 20, fenPerCm3: 15, labourFen: 50_000, castings: 20, complexityMax: 3 }, castingFen: 3500, minimumPer: "line" };

  it("keeps FDM by printed volume with its shell and support, and a cast model with its master's height and complexity", () => {
    expect(readMaterialPricing({ ...good, model: fdm })?.model).toEqual(fdm);
    expect(readMaterialPricing({ ...good, model: cast })?.model).toEqual(cast);
  });

  it("drops a model whose infills, support or mould cannot be priced", () => {
    expect(readMaterialPricing({ ...good, model: { ...fdm, shell: { ...fdm.shell, infills: [15] } } })).toBeUndefined();
    expect(readMaterialPricing({ ...good, model: { ...fdm, shell: { ...fdm.shell, defaultInfill: 30 } } })).toBeUndefined();
    expect(readMaterialPricing({ ...good, model: { ...fdm, support: { densityPercent: 150, removalFenPerCm2: 10 } } })).toBeUndefined();
    expect(readMaterialPricing({ ...good, model: { ...cast, mould: { ...cast.mould, complexityMax: 0.5 } } })).toBeUndefined();
  });
});
