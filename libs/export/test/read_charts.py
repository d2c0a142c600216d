# Reads a workbook's charts with openpyxl (Debian's python3-openpyxl), an independent reader of Excel's chart
# parts, and prints what it understood as JSON: per sheet, each chart's kind, title, its series' cell
# references and cached values; and the formulas of the cells those references name.
import json
import sys

import openpyxl


def text_of(rich_title):
    if rich_title is None or rich_title.tx is None or rich_title.tx.rich is None:
        return None
    return ''.join(run.t for p in rich_title.tx.rich.p for run in (p.r or []))


def cached(ref):
    if ref is None:
        return None
    cache = getattr(ref, 'numCache', None) or getattr(ref, 'strCache', None)
    points = {pt.idx: pt.v for pt in cache.pt} if cache is not None else {}
    count = cache.ptCount if cache is not None else 0
    return [points.get(i) for i in range(count)]


def data_source(source):
    if source is None:
        return None
    ref = source.numRef or getattr(source, 'strRef', None)
    return {'ref': ref.f, 'values': cached(ref)}


def series_of(s):
    name = s.tx.strRef.f if s.tx is not None and s.tx.strRef is not None else None
    return {
        'name': name,
        'x': data_source(getattr(s, 'xVal', None)),
        'y': data_source(getattr(s, 'yVal', None)),
        'categories': data_source(getattr(s, 'cat', None)),
        'values': data_source(getattr(s, 'val', None)),
    }


def main(path):
    book = openpyxl.load_workbook(path)
    sheets = {}
    for sheet in book.worksheets:
        charts = [
            {'kind': type(chart).__name__, 'title': text_of(chart.title), 'series': [series_of(s) for s in chart.series]}
            for chart in sheet._charts
        ]
        sheets[sheet.title] = {'charts': charts}
    formulas = {}
    for sheet in book.worksheets:
        for row in sheet.iter_rows():
            for cell in row:
                if isinstance(cell.value, str) and cell.value.startswith('='):
                    formulas[f"{sheet.title}!{cell.coordinate}"] = cell.value
    print(json.dumps({'sheets': sheets, 'formulas': formulas}))


if __name__ == '__main__':
    main(sys.argv[1])
