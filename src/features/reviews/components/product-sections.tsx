import { useId } from 'react';
import { personName, type Product } from '../../../contract';
import { useI18n } from '../../../lib/i18n';
import { Card, CardHeader, Gallery } from '../../../ui';
import { DetailList } from './detail-list';
import { EmailLink } from './email-link';
import { formatMoney } from './format';

/** A product: category, condition, price, stock, description, its photos and its seller. */
export function ProductSections({ product, name }: { product: Product; name: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  const productId = useId();
  const photosId = useId();
  const sellerId = useId();
  const seller = product.seller;
  const images = product.images.map((src, i) => ({ src, alt: t('reviews.details.photos.alt', { index: i + 1, total: product.images.length, name }) }));
  return (
    <>
      <Card as="section" aria-labelledby={productId}>
        <CardHeader title={t('reviews.details.sections.product')} titleId={productId} />
        <DetailList items={[
          { label: t('reviews.details.fields.description'), value: <p className="review-details__text" dir="auto">{product.description}</p>, wide: true },
          { label: t('reviews.details.fields.category'), value: t(`reviews.details.categories.${product.category}`) },
          { label: t('reviews.details.fields.condition'), value: t(`reviews.details.conditions.${product.condition}`) },
          { label: t('reviews.details.fields.price'), value: formatMoney(i18n, product.price) },
          { label: t('reviews.details.fields.stock'), value: i18n.formatNumber(product.stock) },
        ]} />
      </Card>
      <Card as="section" aria-labelledby={photosId}>
        <CardHeader title={t('reviews.details.sections.photos')} titleId={photosId} />
        {images.length > 0
          ? <Gallery images={images} label={t('reviews.details.photos.label', { name })} />
          : <p className="review-details__none">{t('reviews.details.photos.none')}</p>}
      </Card>
      <Card as="section" aria-labelledby={sellerId}>
        <CardHeader title={t('reviews.details.sections.seller')} titleId={sellerId} />
        <DetailList items={[
          { label: t('reviews.details.fields.name'), value: <bdi>{personName(seller)}</bdi> },
          { label: t('reviews.details.fields.email'), value: <EmailLink email={seller.email} /> },
        ]} />
      </Card>
    </>
  );
}
