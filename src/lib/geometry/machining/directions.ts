/** The six directions a three-axis machine's tool comes from, in this order (bit i of a reach mask is direction i): +z is from above. */
export const AXIS_DIRECTIONS = ['+z', '-z', '+x', '-x', '+y', '-y'] as const;
export type AxisDirectionCode = (typeof AXIS_DIRECTIONS)[number];
