import { describe, expect, it } from 'vitest';
import { medianScores, performanceMetrics, type LighthouseScores } from '@/scripts/bench/lighthouse';

const report = {
  categories: {
    performance: {
      score: 0.8,
      auditRefs: [
        { id: 'first-contentful-paint', weight: 10 },
        { id: 'largest-contentful-paint', weight: 25 },
        { id: 'total-blocking-time', weight: 30 },
        { id: 'cumulative-layout-shift', weight: 25 },
        { id: 'speed-index', weight: 10 },
        { id: 'interactive', weight: 0 },
      ],
    },
  },
  audits: {
    'first-contentful-paint': { score: 1, numericValue: 800 },
    'largest-contentful-paint': { score: 0.8, numericValue: 2900 },
    'total-blocking-time': { score: 0.5, numericValue: 600 },
    'cumulative-layout-shift': { score: 1, numericValue: 0.004 },
    'speed-index': { score: 0.9, numericValue: 3500 },
    interactive: { score: 0, numericValue: 9000 },
  },
};

describe('Lighthouse performance breakdown (bench)', () => {
  it('gives each weighted metric its value and the points its score keeps from 100', () => {
    expect(performanceMetrics(report)).toEqual([
      { id: 'first-contentful-paint', value: 800, pointsLost: 0 },
      { id: 'largest-contentful-paint', value: 2900, pointsLost: expect.closeTo(5, 9) },
      { id: 'total-blocking-time', value: 600, pointsLost: 15 },
      { id: 'cumulative-layout-shift', value: 0.004, pointsLost: 0 },
      { id: 'speed-index', value: 3500, pointsLost: expect.closeTo(1, 9) },
    ]);
  });

  it("keeps the metrics of the run whose performance score is the median, and every run's score", () => {
    const run = (performance: number, tbt: number): LighthouseScores => ({
      path: '/',
      performance,
      accessibility: 100,
      bestPractices: 100,
      seo: 100,
      metrics: [{ id: 'total-blocking-time', value: tbt, pointsLost: 0 }],
      benchmarkIndex: tbt,
      performanceRuns: [performance],
    });
    const median = medianScores([run(90, 300), run(70, 900), run(80, 600)]);
    expect(median.performance).toBe(80);
    expect(median.metrics[0]!.value).toBe(600);
    expect(median.benchmarkIndex).toBe(600);
    expect(median.performanceRuns).toEqual([70, 80, 90]);
  });
});
