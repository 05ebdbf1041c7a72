import { ProductSections } from '../components/product-sections';
import { ReviewDetails } from '../components/review-details';

/** `/products/view/:id`: one product, its photos and seller; approve / reject. */
export default function ProductDetailsPage() {
  return (
    <ReviewDetails kind="product" nameOf={(product) => product.name}>
      {(product, name) => <ProductSections product={product} name={name} />}
    </ReviewDetails>
  );
}
