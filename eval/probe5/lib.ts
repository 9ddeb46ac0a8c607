// The probe harness of eval/probe4 (Rng, text helpers, scoring), shared rather than copied.
export * from '../probe4/lib.js';
