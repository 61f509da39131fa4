import '@mantine/core/styles/ActionIcon.css';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ActionIcon, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import type { PopularRoute } from '@contract/settings';
import { popularRoutesQueryOptions } from '../api/get-popular-routes';
import { nextSlideLeft, usePrefersReducedMotion } from '@/lib/carousel';
import classes from './popular-routes.module.css';

const BookNowModal = lazy(() => import('./book-now-modal').then((m) => ({ default: m.BookNowModal })));

/** Spec 2 §9: the carousel moves every 2 s. */
const AUTOPLAY_MS = 2000;

/** Popular routes: 3 slides visible (1 on phones), autoplay, Book Now opens a prefilled modal. */
export function PopularRoutes() {
  const routes = useQuery(popularRoutesQueryOptions());
  const [booking, setBooking] = useState<PopularRoute | null>(null);
  if (!routes.data || routes.data.length === 0) return null;
  return (
    <section>
      <Title order={2} id="popular-routes-title" mb="md">Popular routes</Title>
      <Carousel routes={routes.data} paused={booking !== null} onBook={setBooking} />
      {booking && (
        <Suspense fallback={null}>
          <BookNowModal route={booking} onClose={() => setBooking(null)} />
        </Suspense>
      )}
    </section>
  );
}

function scrollStep(el: HTMLElement | null, direction: 1 | -1, smooth: boolean) {
  if (!el) return;
  // The track is positioned, so each slide's offsetLeft is measured from the track's start.
  const slides = [...el.children].map((c) => (c as HTMLElement).offsetLeft);
  el.scrollTo({ left: nextSlideLeft(slides, el.scrollLeft, el.clientWidth, el.scrollWidth, direction), behavior: smooth ? 'smooth' : 'auto' });
}

type CarouselProps = { routes: PopularRoute[]; paused: boolean; onBook: (route: PopularRoute) => void };

function Carousel({ routes, paused, onBook }: CarouselProps) {
  const track = useRef<HTMLUListElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const reducedMotion = usePrefersReducedMotion();
  const stopped = paused || hovered || focused || reducedMotion;

  const step = (direction: 1 | -1) => scrollStep(track.current, direction, !reducedMotion);

  useEffect(() => {
    if (stopped) return;
    const timer = setInterval(() => {
      if (document.visibilityState === 'visible') scrollStep(track.current, 1, true);
    }, AUTOPLAY_MS);
    return () => clearInterval(timer);
  }, [stopped]);

  return (
    <div
      role="region"
      aria-roledescription="carousel"
      aria-labelledby="popular-routes-title"
      onPointerEnter={() => setHovered(true)}
      onPointerLeave={() => setHovered(false)}
      onTouchStart={() => setHovered(true)}
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      <ul ref={track} className={classes.track} aria-live={stopped ? 'polite' : 'off'}>
        {routes.map((route, index) => {
          const { departureTerminalName: departure, destinationTerminalName: arrival } = route;
          return (
            <li key={route.id} className={classes.slide} aria-roledescription="slide" aria-label={`${index + 1} of ${routes.length}`}>
              <Card withBorder padding="lg" h="100%">
                <Stack gap="xs" justify="space-between" h="100%">
                  <div>
                    <Text size="sm" c="dimmed">From</Text>
                    <Text fw={700}>{departure}</Text>
                    <Text size="sm" c="dimmed" mt={4}>To</Text>
                    <Text fw={700}>{arrival}</Text>
                  </div>
                  <Button onClick={() => onBook(route)} aria-label={`Book Now: ${departure} to ${arrival}`}>Book Now</Button>
                </Stack>
              </Card>
            </li>
          );
        })}
      </ul>
      <Group justify="flex-end" gap="xs" mt="xs">
        <ActionIcon variant="light" size="lg" aria-label="Previous routes" onClick={() => step(-1)}>
          <span aria-hidden="true">‹</span>
        </ActionIcon>
        <ActionIcon variant="light" size="lg" aria-label="Next routes" onClick={() => step(1)}>
          <span aria-hidden="true">›</span>
        </ActionIcon>
      </Group>
    </div>
  );
}
