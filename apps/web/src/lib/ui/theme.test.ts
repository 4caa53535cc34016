import { describe, expect, it } from 'vitest';
import { parseTheme, safeBackPath, withThemeAttribute } from './theme.ts';

describe('theme choice', () => {
  it('reads light and dark, and treats anything else as following the system', () => {
    expect(parseTheme('light')).toBe('light');
    expect(parseTheme('dark')).toBe('dark');
    expect(parseTheme('system')).toBe('system');
    expect(parseTheme('"><script>')).toBe('system');
    expect(parseTheme(undefined)).toBe('system');
  });

  it('marks the <html> tag only for a forced theme', () => {
    const page = '<!doctype html>\n<html lang="en">\n<head>';
    expect(withThemeAttribute(page, 'dark')).toContain('<html lang="en" data-theme="dark">');
    expect(withThemeAttribute(page, 'light')).toContain('<html lang="en" data-theme="light">');
    expect(withThemeAttribute(page, 'system')).toBe(page);
  });

  it('goes back only to a path on this site', () => {
    expect(safeBackPath('/odds?pool=5&difficulty=7')).toBe('/odds?pool=5&difficulty=7');
    expect(safeBackPath('//evil.example/')).toBe('/');
    expect(safeBackPath('/\\evil.example')).toBe('/');
    expect(safeBackPath('https://evil.example/')).toBe('/');
    expect(safeBackPath(null)).toBe('/');
  });
});
