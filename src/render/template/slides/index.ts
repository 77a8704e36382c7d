// The slide layouts (SLIDE_LAYOUTS in the contract), by name.
import type { SlideLayout } from "../../../contract/index.js";
import { agendaLayout } from "./agenda.js";
import { chartLayout } from "./chart.js";
import { closingLayout } from "./closing.js";
import type { SlideLayoutRenderer } from "./common.js";
import { comparisonLayout } from "./comparison.js";
import { imageLayout } from "./image.js";
import { metricsLayout } from "./metrics.js";
import { processLayout } from "./process.js";
import { quoteLayout } from "./quote.js";
import { sectionLayout } from "./section.js";
import { splitLayout } from "./split.js";
import { statementLayout } from "./statement.js";
import { teamLayout } from "./team.js";
import { timelineLayout } from "./timeline.js";
import { titleLayout } from "./title.js";

export type { SlideInput, SlideLayoutRenderer } from "./common.js";

export const SLIDE_RENDERERS: Readonly<Record<SlideLayout, SlideLayoutRenderer>> = {
  title: titleLayout,
  section: sectionLayout,
  agenda: agendaLayout,
  split: splitLayout,
  metrics: metricsLayout,
  quote: quoteLayout,
  timeline: timelineLayout,
  statement: statementLayout,
  comparison: comparisonLayout,
  process: processLayout,
  chart: chartLayout,
  team: teamLayout,
  image: imageLayout,
  closing: closingLayout,
};
