import { personName, type Product } from '../../../contract';
import { useI18n } from '../../../lib/i18n';
import { DetailsCard } from './detail-list';
import { formatMoney } from './format';
import { PhotosCard, SubmitterCard } from './submission-cards';

/** A product: category, condition, price, stock, description, its photos and its seller. */
export function ProductSections({ product, name }: { product: Product; name: string }) {
  const i18n = useI18n();
  const { t } = i18n;
  return (
    <>
      <DetailsCard title={t('reviews.details.sections.product')} items={[
        { label: t('reviews.details.fields.description'), value: <p className="review-details__text" dir="auto">{product.description}</p>, wide: true },
        { label: t('reviews.details.fields.category'), value: t(`reviews.details.categories.${product.category}`) },
        { label: t('reviews.details.fields.condition'), value: t(`reviews.details.conditions.${product.condition}`) },
        { label: t('reviews.details.fields.price'), value: formatMoney(i18n, product.price) },
        { label: t('reviews.details.fields.stock'), value: i18n.formatNumber(product.stock) },
      ]} />
      <PhotosCard images={product.images} name={name} />
      <SubmitterCard title={t('reviews.details.sections.seller')} person={product.seller} nameValue={<bdi>{personName(product.seller)}</bdi>} />
    </>
  );
}
