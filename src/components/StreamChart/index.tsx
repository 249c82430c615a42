import {type ReactNode, useId, useMemo, useState} from 'react';
import {
  areaPath,
  formatCompact,
  formatNumber,
  jumpMoments,
  linearScale,
  linePath,
  niceMax,
  plotArea,
  px,
  ticks,
  timeAxis,
} from '../../lib/chartGeometry';
import {buildShape, type ShapeId, shapeControls, shapeDefaults} from './shapes';
import Island from '../Island';
import CreateParams from './CreateParams';
import styles from './styles.module.css';

export interface StreamChartProps {
  /** Which curve to draw (see `src/components/StreamChart/shapes.ts`). */
  shape: ShapeId;
  /** Show labelled sliders that change the parameters. The curve is rendered at build time either way. */
  interactive?: boolean;
  /** Initial parameters; anything missing uses the preset's defaults. */
  params?: Record<string, number>;
  /** Short caption shown above the generated description. Defaults to the preset title. */
  caption?: string;
}

const BOX = {width: 640, height: 370, top: 20, right: 32, bottom: 66, left: 84};

/**
 * A stream curve as inline SVG, computed with the contracts' math, followed by the create call that makes it;
 * optional sliders re-compute both in the browser.
 */
export default function StreamChart({shape, interactive = false, params, caption}: StreamChartProps): ReactNode {
  const uid = useId();
  const [values, setValues] = useState<Record<string, number>>(() => ({...shapeDefaults(shape), ...params}));
  const model = useMemo(() => buildShape(shape, values), [shape, values]);
  const controls = interactive ? shapeControls(shape) : [];

  const area = plotArea(BOX);
  const xMax = model.xMax;
  const yTop = niceMax(model.yMax, 5);
  // Grid lines, ticks and labels at two decimals, like the curves (src/lib/chartGeometry.ts): thirds of a pixel
  // written out to 17 digits would only lengthen the page.
  const scaleX = linearScale([0, xMax], [area.x0, area.x1]);
  const scaleY = linearScale([0, yTop], [area.y0, area.y1]);
  const x = (v: number) => Number(px(scaleX(v)));
  const y = (v: number) => Number(px(scaleY(v)));
  // Time in the unit that fits the duration (days, months or years), with the end of the axis labelled.
  const axis = timeAxis(xMax);
  const xTicks = axis.ticks;
  const xTitle = model.xLabel.replace('(days)', `(${axis.unit})`);
  const yTicks = ticks(0, yTop, 5);
  // Unlock moments (cliffs, start unlocks, tranches) of the main curve, marked with a dashed line; labelled when few.
  const moments = jumpMoments(model.series[0]?.points ?? [], yTop / 200).filter((m) => m > 0 && m < xMax);
  const unitDays = axis.unit === 'years' ? 365 : axis.unit === 'months' ? 365 / 12 : 1;
  const titleId = `${uid}-title`;
  const captionId = `${uid}-caption`;

  return (
    <>
      {/* An island (../Island): the chart's SVG is hydrated when it nears the viewport or a reader reaches for it. */}
      <Island as="figure" className={styles.figure} data-stream-chart={shape}>
        <svg
          className={styles.svg}
          viewBox={`0 0 ${BOX.width} ${BOX.height}`}
          role="img"
          aria-labelledby={titleId}
          aria-describedby={captionId}
        >
          <title id={titleId}>{`${model.title} stream chart`}</title>
          <g className={styles.grid}>
            {yTicks.map((t) => (
              <line key={`gy${t}`} x1={area.x0} x2={area.x1} y1={y(t)} y2={y(t)} />
            ))}
            {xTicks.map((t) => (
              <line key={`gx${t.at}`} x1={x(t.at)} x2={x(t.at)} y1={area.y0} y2={area.y1} />
            ))}
          </g>
          <g className={styles.axis}>
            <line x1={area.x0} x2={area.x1} y1={area.y0} y2={area.y0} />
            <line x1={area.x0} x2={area.x0} y1={area.y0} y2={area.y1} />
            {xTicks.map((t) => (
              <text key={`tx${t.at}`} x={x(t.at)} y={area.y0 + 24} textAnchor="middle">
                {t.label}
              </text>
            ))}
            {yTicks.map((t) => (
              <text key={`ty${t}`} x={area.x0 - 8} y={y(t)} textAnchor="end" dominantBaseline="middle">
                {formatCompact(t)}
              </text>
            ))}
            <text className={styles.axisTitle} x={(area.x0 + area.x1) / 2} y={BOX.height - 12} textAnchor="middle">
              {xTitle}
            </text>
            <text className={styles.axisTitle} transform={`translate(20 ${(area.y0 + area.y1) / 2}) rotate(-90)`} textAnchor="middle">
              {model.yLabel}
            </text>
          </g>
          {model.series.map((s, i) =>
            i === 0 && model.series.length === 1 ? (
              <path key={`${s.id}-area`} className={styles.area} d={areaPath(s.points, scaleX, scaleY)} />
            ) : null,
          )}
          <g className={styles.moments} data-moments={moments.length}>
            {moments.map((m) => (
              <line key={`m${m}`} x1={x(m)} x2={x(m)} y1={area.y0} y2={area.y1} />
            ))}
            {moments.length <= 3 &&
              moments.map((m) => (
                <text key={`ml${m}`} x={x(m) + 4} y={area.y1 + 12}>
                  {`${formatNumber(m / unitDays, 1)} ${m === unitDays ? axis.unit.slice(0, -1) : axis.unit}`}
                </text>
              ))}
          </g>
          {model.series.map((s) => (
            <path
              key={s.id}
              className={`${styles.line} ${styles[s.tone]} ${s.dashed ? styles.dashed : ''}`}
              d={linePath(s.points, scaleX, scaleY)}
              data-series={s.id}
            />
          ))}
        </svg>
        {model.series.length > 1 && (
          <ul className={styles.legend}>
            {model.series.map((s) => (
              <li key={s.id}>
                <span className={`${styles.swatch} ${styles[s.tone]} ${s.dashed ? styles.dashed : ''}`} />
                {s.label}
              </li>
            ))}
          </ul>
        )}
        {controls.length > 0 && (
          <fieldset className={`${styles.controls} js-only`}>
            <legend>Change the parameters</legend>
            {controls.map((c) => {
              const inputId = `${uid}-${c.key}`;
              const value = values[c.key] ?? c.min;
              return (
                <div key={c.key} className={styles.control}>
                  <label htmlFor={inputId}>{c.label}</label>
                  <input
                    id={inputId}
                    type="range"
                    min={c.min}
                    max={c.max}
                    step={c.step}
                    value={value}
                    onChange={(e) => {
                      const next = Number(e.currentTarget.value);
                      setValues((old) => ({...old, [c.key]: next}));
                    }}
                  />
                  <output htmlFor={inputId}>
                    {formatNumber(value)}
                    {c.unit ? ` ${c.unit}` : ''}
                  </output>
                </div>
              );
            })}
          </fieldset>
        )}
        <figcaption id={captionId} className={styles.caption} aria-live={interactive ? 'polite' : undefined}>
          <strong>{caption ?? model.title}.</strong> {model.description}
        </figcaption>
      </Island>
      <CreateParams model={model} />
    </>
  );
}
