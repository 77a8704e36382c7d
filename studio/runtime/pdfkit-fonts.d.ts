// pdfkit's browser build ships its fourteen standard fonts as modules a page registers (no types for them).
declare module "pdfkit/standard-fonts/Courier" {
  const font: object;
  export default font;
}
declare module "pdfkit/standard-fonts/CourierBold" {
  const font: object;
  export default font;
}
declare module "pdfkit/standard-fonts/CourierBoldOblique" {
  const font: object;
  export default font;
}
declare module "pdfkit/standard-fonts/CourierOblique" {
  const font: object;
  export default font;
}
declare module "pdfkit/standard-fonts/Helvetica" {
  const font: object;
  export default font;
}
declare module "pdfkit/standard-fonts/HelveticaBold" {
  const font: object;
  export default font;
}
declare module "pdfkit/standard-fonts/HelveticaBoldOblique" {
  const font: object;
  export default font;
}
declare module "pdfkit/standard-fonts/HelveticaOblique" {
  const font: object;
  export default font;
}
declare module "pdfkit/standard-fonts/Symbol" {
  const font: object;
  export default font;
}
declare module "pdfkit/standard-fonts/TimesBold" {
  const font: object;
  export default font;
}
declare module "pdfkit/standard-fonts/TimesBoldItalic" {
  const font: object;
  export default font;
}
declare module "pdfkit/standard-fonts/TimesItalic" {
  const font: object;
  export default font;
}
declare module "pdfkit/standard-fonts/TimesRoman" {
  const font: object;
  export default font;
}
declare module "pdfkit/standard-fonts/ZapfDingbats" {
  const font: object;
  export default font;
}
