/**
 * Excel's own chart parts (DrawingML, ECMA-376 part 1 §21.2): a chart's XML and the drawing that places charts
 * on a worksheet. Every series names the cells it is drawn from (`Transactions!$H$2:$H$40`), so a spreadsheet
 * redraws the chart when a cell changes; the values written beside the references are only the cache a reader
 * shows before it recalculates. Element order follows the schema's sequences, which Excel enforces.
 */
import { escapeXml } from './xml-text.js';

const NS_CHART = 'http://schemas.openxmlformats.org/drawingml/2006/chart';
const NS_A = 'http://schemas.openxmlformats.org/drawingml/2006/main';
const NS_XDR = 'http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing';
const NS_REL = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';
const XML_HEAD = '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n';

/** A range of cells and what they held when written (numbers; null for an empty cell). */
export type NumberRange = { ref: string; values: readonly (number | null)[]; numFmt: string };
export type TextRange = { ref: string; values: readonly string[] };
/** A series' name: the cell holding it, and its text. */
export type SeriesName = { ref: string; text: string };

/** Points joined by lines at their x values (dates), each series with its own x cells. */
export type ScatterChart = {
  kind: 'scatter';
  title: string;
  xTitle: string;
  yTitle: string;
  series: { name: SeriesName; x: NumberRange; y: NumberRange; markers: boolean; color: string }[];
};

/** Horizontal bars, one per category. */
export type BarChart = {
  kind: 'bar';
  title: string;
  valueTitle: string;
  series: { name: SeriesName; categories: TextRange; values: NumberRange; color: string }[];
};

export type ChartSpec = ScatterChart | BarChart;

/** Where a chart sits: from the top left corner of cell (col, row) to that of (toCol, toRow), zero-based. */
export type ChartAnchor = { col: number; row: number; toCol: number; toRow: number };
export type PlacedChart = { chart: ChartSpec; anchor: ChartAnchor; description: string };

const rich = (text: string, size = 1200, bold = true) =>
  `<c:tx><c:rich><a:bodyPr/><a:lstStyle/><a:p><a:pPr><a:defRPr sz="${size}" b="${bold ? 1 : 0}"/></a:pPr><a:r><a:rPr lang="en-GB" sz="${size}" b="${bold ? 1 : 0}"/><a:t>${escapeXml(text)}</a:t></a:r></a:p></c:rich></c:tx>`;
const title = (text: string, size?: number, bold?: boolean) => `<c:title>${rich(text, size, bold)}<c:overlay val="0"/></c:title>`;

const numRef = (range: NumberRange) =>
  `<c:numRef><c:f>${escapeXml(range.ref)}</c:f><c:numCache><c:formatCode>${escapeXml(range.numFmt)}</c:formatCode><c:ptCount val="${range.values.length}"/>` +
  range.values.map((v, i) => (v === null ? '' : `<c:pt idx="${i}"><c:v>${v}</c:v></c:pt>`)).join('') +
  '</c:numCache></c:numRef>';
const strRef = (range: TextRange) =>
  `<c:strRef><c:f>${escapeXml(range.ref)}</c:f><c:strCache><c:ptCount val="${range.values.length}"/>` +
  range.values.map((v, i) => `<c:pt idx="${i}"><c:v>${escapeXml(v)}</c:v></c:pt>`).join('') +
  '</c:strCache></c:strRef>';
const seriesName = (name: SeriesName) => `<c:tx>${strRef({ ref: name.ref, values: [name.text] })}</c:tx>`;
const line = (color: string) => `<c:spPr><a:ln w="22225"><a:solidFill><a:srgbClr val="${color}"/></a:solidFill></a:ln></c:spPr>`;
const fill = (color: string) => `<c:spPr><a:solidFill><a:srgbClr val="${color}"/></a:solidFill></c:spPr>`;
const marker = (on: boolean, color: string) =>
  on ? `<c:marker><c:symbol val="circle"/><c:size val="4"/><c:spPr><a:solidFill><a:srgbClr val="${color}"/></a:solidFill></c:spPr></c:marker>` : '<c:marker><c:symbol val="none"/></c:marker>';

const AXIS_IDS = { x: 500100, y: 500200 };

function valueAxis(id: number, cross: number, position: 'b' | 'l', axisTitle: string, numFmt: string, extra: { gridlines: boolean; crosses: string; crossBetween: string; labels: string }): string {
  return (
    `<c:valAx><c:axId val="${id}"/><c:scaling><c:orientation val="minMax"/></c:scaling><c:delete val="0"/><c:axPos val="${position}"/>` +
    (extra.gridlines ? '<c:majorGridlines/>' : '') +
    title(axisTitle, 1000, false) +
    `<c:numFmt formatCode="${escapeXml(numFmt)}" sourceLinked="0"/><c:majorTickMark val="out"/><c:minorTickMark val="none"/><c:tickLblPos val="${extra.labels}"/>` +
    `<c:crossAx val="${cross}"/><c:crosses val="${extra.crosses}"/><c:crossBetween val="${extra.crossBetween}"/></c:valAx>`
  );
}

function scatterPlot(chart: ScatterChart): string {
  const series = chart.series
    .map(
      (s, i) =>
        `<c:ser><c:idx val="${i}"/><c:order val="${i}"/>${seriesName(s.name)}${line(s.color)}${marker(s.markers, s.color)}` +
        `<c:xVal>${numRef(s.x)}</c:xVal><c:yVal>${numRef(s.y)}</c:yVal><c:smooth val="0"/></c:ser>`,
    )
    .join('');
  const xFmt = chart.series[0]?.x.numFmt ?? 'General';
  const yFmt = chart.series[0]?.y.numFmt ?? 'General';
  return (
    `<c:scatterChart><c:scatterStyle val="lineMarker"/><c:varyColors val="0"/>${series}<c:axId val="${AXIS_IDS.x}"/><c:axId val="${AXIS_IDS.y}"/></c:scatterChart>` +
    // The dates' labels stay at the bottom even when the balance goes below zero.
    valueAxis(AXIS_IDS.x, AXIS_IDS.y, 'b', chart.xTitle, xFmt, { gridlines: false, crosses: 'autoZero', crossBetween: 'midCat', labels: 'low' }) +
    valueAxis(AXIS_IDS.y, AXIS_IDS.x, 'l', chart.yTitle, yFmt, { gridlines: true, crosses: 'autoZero', crossBetween: 'midCat', labels: 'nextTo' })
  );
}

function barPlot(chart: BarChart): string {
  const valueFmt = chart.series[0]?.values.numFmt ?? 'General';
  const series = chart.series
    .map(
      (s, i) =>
        `<c:ser><c:idx val="${i}"/><c:order val="${i}"/>${seriesName(s.name)}${fill(s.color)}<c:invertIfNegative val="0"/>` +
        `<c:dLbls><c:numFmt formatCode="${escapeXml(valueFmt)}" sourceLinked="0"/><c:spPr><a:noFill/><a:ln><a:noFill/></a:ln></c:spPr><c:dLblPos val="outEnd"/>` +
        '<c:showLegendKey val="0"/><c:showVal val="1"/><c:showCatName val="0"/><c:showSerName val="0"/><c:showPercent val="0"/><c:showBubbleSize val="0"/></c:dLbls>' +
        `<c:cat>${strRef(s.categories)}</c:cat><c:val>${numRef(s.values)}</c:val></c:ser>`,
    )
    .join('');
  return (
    `<c:barChart><c:barDir val="bar"/><c:grouping val="clustered"/><c:varyColors val="0"/>${series}<c:gapWidth val="60"/><c:axId val="${AXIS_IDS.x}"/><c:axId val="${AXIS_IDS.y}"/></c:barChart>` +
    // Categories top to bottom in the table's order (a bar chart counts from the bottom); the values' axis then crosses at the "max" end, the bottom.
    `<c:catAx><c:axId val="${AXIS_IDS.x}"/><c:scaling><c:orientation val="maxMin"/></c:scaling><c:delete val="0"/><c:axPos val="l"/><c:numFmt formatCode="General" sourceLinked="0"/>` +
    `<c:majorTickMark val="out"/><c:minorTickMark val="none"/><c:tickLblPos val="nextTo"/><c:crossAx val="${AXIS_IDS.y}"/><c:crosses val="autoZero"/><c:auto val="1"/><c:lblAlgn val="ctr"/><c:lblOffset val="100"/><c:noMultiLvlLbl val="0"/></c:catAx>` +
    valueAxis(AXIS_IDS.y, AXIS_IDS.x, 'b', chart.valueTitle, valueFmt, { gridlines: true, crosses: 'max', crossBetween: 'between', labels: 'nextTo' })
  );
}

/** `xl/charts/chartN.xml`. */
export function chartXml(chart: ChartSpec): string {
  const plot = chart.kind === 'scatter' ? scatterPlot(chart) : barPlot(chart);
  const legend = chart.series.length > 1 ? '<c:legend><c:legendPos val="b"/><c:overlay val="0"/></c:legend>' : '';
  return (
    `${XML_HEAD}<c:chartSpace xmlns:c="${NS_CHART}" xmlns:a="${NS_A}" xmlns:r="${NS_REL}"><c:roundedCorners val="0"/>` +
    `<c:chart>${title(chart.title, 1300)}<c:autoTitleDeleted val="0"/><c:plotArea><c:layout/>${plot}</c:plotArea>${legend}` +
    // Rows without a printed balance leave the printed line joined over them, not broken.
    '<c:plotVisOnly val="1"/><c:dispBlanksAs val="span"/></c:chart></c:chartSpace>'
  );
}

/** `xl/drawings/drawingN.xml`: the charts placed on the sheet, the k-th chart related as `rId<k+1>`. */
export function drawingXml(charts: readonly PlacedChart[]): string {
  const anchors = charts.map(({ anchor, description }, i) => {
    const corner = (tag: string, col: number, row: number) => `<xdr:${tag}><xdr:col>${col}</xdr:col><xdr:colOff>0</xdr:colOff><xdr:row>${row}</xdr:row><xdr:rowOff>0</xdr:rowOff></xdr:${tag}>`;
    return (
      `<xdr:twoCellAnchor editAs="oneCell">${corner('from', anchor.col, anchor.row)}${corner('to', anchor.toCol, anchor.toRow)}` +
      `<xdr:graphicFrame macro=""><xdr:nvGraphicFramePr><xdr:cNvPr id="${i + 2}" name="Chart ${i + 1}" descr="${escapeXml(description)}"/><xdr:cNvGraphicFramePr/></xdr:nvGraphicFramePr>` +
      '<xdr:xfrm><a:off x="0" y="0"/><a:ext cx="0" cy="0"/></xdr:xfrm>' +
      `<a:graphic><a:graphicData uri="${NS_CHART}"><c:chart xmlns:c="${NS_CHART}" r:id="rId${i + 1}"/></a:graphicData></a:graphic></xdr:graphicFrame><xdr:clientData/></xdr:twoCellAnchor>`
    );
  });
  return `${XML_HEAD}<xdr:wsDr xmlns:xdr="${NS_XDR}" xmlns:a="${NS_A}" xmlns:r="${NS_REL}">${anchors.join('')}</xdr:wsDr>`;
}
