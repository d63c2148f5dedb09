// Notices v2 (issue #12): every notice names the layer that fired (rules, model or both), a severity
// (instruction, hidden-text, data-flow), the reason, the span that fired with its offsets in the
// normalised text, the language of that text and, when the model was consulted, its probability.
// Rows written before this migration keep their rule and excerpt; derive rewrites them at the next pass
// because their rule_version is older.
import type { MigrationFn } from '../migrate.js';

export const up: MigrationFn = async ({ context: sql }) => {
  await sql.query(`
    ALTER TABLE notices
      ADD COLUMN layer      text NOT NULL DEFAULT 'rules',
      ADD COLUMN severity   text NOT NULL DEFAULT 'instruction',
      ADD COLUMN reason     text NOT NULL DEFAULT '',
      ADD COLUMN span       text NOT NULL DEFAULT '',
      ADD COLUMN span_start integer,
      ADD COLUMN span_end   integer,
      ADD COLUMN language   text,
      ADD COLUMN score      real;
  `);
};
