// The home screen, its sections in their fixed order.
import ArrowForward from '@mui/icons-material/ArrowForward';
import { Box, Container, Link } from '@mui/material';
import { useEffect, type ReactNode } from 'react';
import { Link as RouterLink, useLocation } from 'react-router';
import { DeferredIsland, HydrationIsland } from '../../components/hydration-island';
import { SectionHeading } from '../../components/section-heading';
import { Tag } from '../../components/tag';
import { lazyComponent } from '../../lib/lazy-component';
import { usePageTitle } from '../../lib/use-page-title';
import { HeroBanner } from './components/hero-banner';
import { MobileSearch } from './components/mobile-search';

// Below the first screen: each loads and hydrates as it comes near (DeferredIsland).
const BrandScroller = lazyComponent(() => import('./components/brand-scroller').then((m) => m.BrandScroller));
const PromoBanner = lazyComponent(() => import('./components/promo-banner').then((m) => m.PromoBanner));
const TopDeals = lazyComponent(() => import('./components/top-deals').then((m) => m.TopDeals));
const HotPicks = lazyComponent(() => import('./components/hot-picks').then((m) => m.HotPicks));
const StepCards = lazyComponent(() => import('./components/step-cards').then((m) => m.StepCards));
const TestimonialsMarquee = lazyComponent(() => import('../../components/testimonials-marquee').then((m) => m.TestimonialsMarquee));
const FaqList = lazyComponent(() => import('../../components/faq-list').then((m) => m.FaqList));
const NewsletterBox = lazyComponent(() => import('../../components/newsletter-box').then((m) => m.NewsletterBox));

/** The landing page's marquee loops in 300 s. */
const MARQUEE_SECONDS = 300;

function Section({ id, children, tinted = false }: { id?: string; children: ReactNode; tinted?: boolean }) {
  return (
    <Box component="section" id={id} sx={{ py: { xs: 6, md: 10 }, bgcolor: tinted ? 'background.paper' : undefined }}>
      <Container maxWidth="xl">
        <DeferredIsland>{children}</DeferredIsland>
      </Container>
    </Box>
  );
}

/** The home page accepts navigation state naming a section to scroll to. */
function useScrollToSection() {
  const location = useLocation();
  const target = (location.state as { scrollTo?: unknown } | null)?.scrollTo;
  useEffect(() => {
    if (typeof target === 'string') document.getElementById(target)?.scrollIntoView({ block: 'start' });
  }, [target, location.key]);
}

export function HomePage() {
  usePageTitle('');
  useScrollToSection();
  return (
    <>
      <Container sx={{ display: { md: 'none' }, pt: 2, pb: 2 }}>
        <MobileSearch />
      </Container>
      <HydrationIsland>
        <HeroBanner />
      </HydrationIsland>

      <Section>
        <SectionHeading eyebrow="Shop by marque" title="Search by Brands" />
        <BrandScroller />
      </Section>

      <Box sx={{ pb: { xs: 2, md: 4 } }}>
        <Container maxWidth="xl">
          <DeferredIsland>
            <PromoBanner />
          </DeferredIsland>
        </Container>
      </Box>

      <Section>
        <SectionHeading
          eyebrow={<Tag sx={{ bgcolor: 'primary.main', color: '#fff', letterSpacing: '0.04em' }}>New Launched</Tag>}
          title="Top Deals"
          description="Fresh arrivals from verified dealers, priced to move."
          action={
            <Link
              component={RouterLink}
              to="/cars"
              sx={{ fontWeight: 700, display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44, whiteSpace: 'nowrap' }}
            >
              View all cars <ArrowForward fontSize="small" />
            </Link>
          }
        />
        <TopDeals />
      </Section>

      <Section tinted>
        <SectionHeading
          eyebrow="Near you"
          title="Hot Picks In Your City"
          description="Cars ready for a test drive in India’s busiest luxury markets."
        />
        <HotPicks />
      </Section>

      <Section>
        <SectionHeading eyebrow="How it works" title="From first look to the keys in hand" />
        <StepCards />
      </Section>

      <Box
        component="section"
        id="testimony"
        aria-labelledby="testimony-heading"
        sx={{ py: { xs: 6, md: 10 }, bgcolor: 'background.paper' }}
      >
        <Container maxWidth="xl">
          <SectionHeading id="testimony-heading" eyebrow="Testimonials" title="What our buyers say" />
        </Container>
        <DeferredIsland>
          <TestimonialsMarquee durationSeconds={MARQUEE_SECONDS} />
        </DeferredIsland>
      </Box>

      <Section>
        <Box sx={{ display: 'grid', gap: { xs: 3, md: 8 }, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' } }}>
          <Box>
            <SectionHeading
              eyebrow="FAQ"
              title="Frequently asked questions"
              description="Straight answers about buying a pre-owned luxury car with us."
            />
            <Link
              component={RouterLink}
              to="/faq"
              sx={{ fontWeight: 700, display: 'inline-flex', alignItems: 'center', gap: 0.5, minHeight: 44 }}
            >
              All questions <ArrowForward fontSize="small" />
            </Link>
          </Box>
          <FaqList />
        </Box>
      </Section>

      <Box sx={{ pb: { xs: 6, md: 10 } }}>
        <Container maxWidth="xl">
          <DeferredIsland>
            <NewsletterBox />
          </DeferredIsland>
        </Container>
      </Box>
    </>
  );
}
