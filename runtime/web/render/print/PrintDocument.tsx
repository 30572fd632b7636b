import type { PrintView } from '../../../core/print/print.types';
import logo from '../../assets/logo.svg';

/** The signature cells: 委托人：＿＿＿ 日期：＿＿＿, side by side, wrapping on a narrow page. */
function Signatures({ lines }: { lines: string[] }) {
  if (lines.length === 0) return null;
  return (
    <div className="print-doc__signatures">
      {lines.map((line) => (
        <div key={line} className="print-doc__signature">
          <span>{line}：</span>
          <span className="print-doc__blank" />
          <span>日期：</span>
          <span className="print-doc__blank print-doc__blank--short" />
        </div>
      ))}
    </div>
  );
}

/**
 * One record as an A4 document: the company header, the title, the record's fields in a bordered
 * two-pair table, the detail rows (their header repeats on every printed page), signatures, footer.
 */
export function PrintDocument({ view }: { view: PrintView }) {
  const { template, fields, rows } = view;
  const pairs = Array.from({ length: Math.ceil(fields.length / 2) }, (_, i) => fields.slice(i * 2, i * 2 + 2));
  return (
    <article className="print-doc">
      <header className="print-doc__header">
        <img className="print-doc__logo" src={logo} alt="" />
        <div>
          <div className="print-doc__company">{view.company}</div>
          <div className="print-doc__header-text">{[view.project && `工程名称：${view.project}`, template.headerText].filter(Boolean).join('　')}</div>
        </div>
      </header>
      <h1 className="print-doc__title">{template.title}</h1>
      <table className="print-doc__fields">
        <tbody>
          {pairs.map((pair) => (
            <tr key={pair[0].title}>
              {pair.map((field) => (
                <FieldCells key={field.title} title={field.title} value={field.value} wide={pair.length === 1} />
              ))}
            </tr>
          ))}
        </tbody>
      </table>
      {rows && (
        <section className="print-doc__rows">
          <h2>
            {rows.title}（共 {rows.data.length} 条）
          </h2>
          <table>
            <thead>
              <tr>
                <th>序号</th>
                {rows.columns.map((column) => (
                  <th key={column}>{column}</th>
                ))}
              </tr>
            </thead>
            <tbody>
              {rows.data.map((cells, i) => (
                <tr key={i}>
                  <td>{i + 1}</td>
                  {cells.map((cell, j) => (
                    <td key={j}>{cell}</td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      )}
      <Signatures lines={template.signatures} />
      {template.footerText && <footer className="print-doc__footer">{template.footerText}</footer>}
    </article>
  );
}

function FieldCells({ title, value, wide }: { title: string; value: string; wide: boolean }) {
  return (
    <>
      <th>{title}</th>
      <td colSpan={wide ? 3 : 1}>{value}</td>
    </>
  );
}
