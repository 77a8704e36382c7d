// svg-to-pdfkit ships no types: the one call Marque makes.
declare module "svg-to-pdfkit" {
  interface Options {
    width?: number;
    height?: number;
    assumePt?: boolean;
    preserveAspectRatio?: string;
    warningCallback?: (message: string) => void;
  }
  export default function SVGtoPDF(
    doc: PDFKit.PDFDocument,
    svg: string,
    x: number,
    y: number,
    options?: Options,
  ): void;
}
