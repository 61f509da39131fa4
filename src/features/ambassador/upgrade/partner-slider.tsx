import '@mantine/core/styles/ActionIcon.css';
import { useEffect, useRef, useState } from 'react';
import { ActionIcon, Group, Title } from '@mantine/core';
import { nextSlideLeft, usePrefersReducedMotion } from '@/lib/carousel';
import { PARTNERS } from './partners';
import classes from './partner-slider.module.css';

/** Spec 2 §9: the slider moves every 2 s. */
const AUTOPLAY_MS = 2000;

function scrollStep(el: HTMLElement | null, direction: 1 | -1, smooth: boolean) {
  if (!el) return;
  const slides = [...el.children].map((c) => (c as HTMLElement).offsetLeft);
  el.scrollTo({ left: nextSlideLeft(slides, el.scrollLeft, el.clientWidth, el.scrollWidth, direction), behavior: smooth ? 'smooth' : 'auto' });
}

/**
 * The partner logo slider (spec 1 §2 Upgrade): three logos in view, one step every 2 s. A CSS
 * scroll-snap track with the home carousel's stepping (src/lib/carousel.ts) rather than Mantine's
 * Carousel and Embla: a swipe works natively, and it costs no extra download. It stops while
 * touched, hovered or focused, and for people who asked their phone for less motion.
 */
export function PartnerSlider() {
  const track = useRef<HTMLUListElement>(null);
  const [held, setHeld] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const stopped = held || focused || reducedMotion;

  useEffect(() => {
    if (stopped) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') scrollStep(track.current, 1, true);
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [stopped]);

  return (
    <section
      aria-roledescription="carousel"
      aria-labelledby="partners-title"
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onTouchStart={() => setHeld(true)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Title order={2} size="h3" id="partners-title">Our partners</Title>
        <Group gap={6} wrap="nowrap">
          <ActionIcon variant="light" size="lg" aria-label="Previous partners" onClick={() => scrollStep(track.current, -1, !reducedMotion)}>
            <span aria-hidden="true">‹</span>
          </ActionIcon>
          <ActionIcon variant="light" size="lg" aria-label="Next partners" onClick={() => scrollStep(track.current, 1, !reducedMotion)}>
            <span aria-hidden="true">›</span>
          </ActionIcon>
        </Group>
      </Group>
      {/* Focusable, so a keyboard can scroll it too (axe: scrollable-region-focusable). */}
      <ul ref={track} className={classes.track} aria-live={stopped ? 'polite' : 'off'} tabIndex={0} aria-label="Partner logos">
        {PARTNERS.map((partner, index) => (
          <li key={partner.name} className={classes.slide} aria-roledescription="slide" aria-label={`${index + 1} of ${PARTNERS.length}: ${partner.name}`}>
            <div className={classes.logo}>
              <span className={classes.mark} style={{ background: partner.colour }} aria-hidden="true">{partner.mark}</span>
              <span className={classes.name}>{partner.name}</span>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
