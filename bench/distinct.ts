// Request fields made distinct by a request's sequence number, for loads where every body must be new.
import { ANGLE_DEGREES } from "../src/contract/index.js";

/** Angles a ten-thousandth of a degree apart across the contract's whole range: 7,200,000 before one repeats. */
const ANGLE_STEPS_PER_DEGREE = 10_000;
const ANGLE_STEPS = (ANGLE_DEGREES.max - ANGLE_DEGREES.min) * ANGLE_STEPS_PER_DEGREE;

/** The n-th distinct background angle. */
export const distinctAngle = (n: number): number =>
  ANGLE_DEGREES.min + (n % ANGLE_STEPS) / ANGLE_STEPS_PER_DEGREE;
